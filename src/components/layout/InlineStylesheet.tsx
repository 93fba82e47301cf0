'use client';

import { sharedStylesheetText } from '@/lib/inlineStylesheets';

interface Props {
  href: string;
  /** React's order for hoisted styles: every sheet of a precedence comes before the next one's. */
  precedence: string;
}

/** The server already wrote this sheet into the head (React merges a precedence's sheets in one element). */
function inDocument(href: string): boolean {
  return [...document.querySelectorAll('style[data-href]')].some((element) =>
    (element.getAttribute('data-href') ?? '').split(' ').includes(href),
  );
}

/**
 * A built stylesheet inlined in the head, so the first paint waits for no request of its own (on a
 * phone network a stylesheet request cost the first paint about 600 ms; docs/performance.md).
 * React hoists a `<style href precedence>` into the head, in precedence order, once per href. The
 * server render takes the text from what the layout read (src/lib/inlineStylesheets.ts); the
 * browser keeps the element the server wrote (React finds it by its href), so the text is never
 * sent a second time in the page's RSC payload. Where the text is not at hand (a render in another
 * process, or a sheet the server did not write), the sheet is linked instead: later, never unstyled.
 */
export default function InlineStylesheet({ href, precedence }: Props) {
  const css = typeof window === 'undefined' ? sharedStylesheetText(href) : inDocument(href) ? '' : undefined;
  if (css === undefined) return <link rel="stylesheet" href={href} precedence={precedence} />;
  return (
    <style href={href} precedence={precedence}>
      {css}
    </style>
  );
}
