import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * Every module's search form in its frame: the shared `flight-search` box with the module's block
 * (`hotel-search`), the form (`<block>__form`, named by `label`, checked by the module, not the
 * browser) and what follows it (the recent searches).
 */
export function SearchFormFrame({
  block,
  formRef,
  onSubmit,
  label,
  after,
  children,
}: {
  block: string;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  label: string;
  after: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={block === 'flight-search' ? block : `flight-search ${block}`}>
      <form ref={formRef} className={`${block}__form`} onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
      {after}
    </div>
  );
}
