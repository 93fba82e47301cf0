import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * Every module's search form in its frame: the box, the form (named by `label`, checked by the
 * module, not the browser) and what follows it (the recent searches). The module spells its class
 * names out in full: the stylesheet's unused-rule pruning keeps only classes a source spells.
 */
export function SearchFormFrame({
  className,
  formClassName,
  formRef,
  onSubmit,
  label,
  after,
  children,
}: {
  className: string;
  formClassName: string;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  label: string;
  after: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <form ref={formRef} className={formClassName} onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
      {after}
    </div>
  );
}
