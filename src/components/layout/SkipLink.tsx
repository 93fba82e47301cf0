import type { ReactNode } from 'react';

/**
 * A link past a long block (a results page's search summary and filters) to where the content starts:
 * hidden until it takes the keyboard's focus, then a plain link. `target` is the id of the element it
 * goes to, which should take focus itself (`tabIndex={-1}`) so the next Tab starts there.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a className="visually-hidden-focusable results-skip" href={`#${target}`}>
      {children}
    </a>
  );
}
