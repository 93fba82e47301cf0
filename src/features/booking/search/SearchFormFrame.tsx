import type { ReactNode } from 'react';
import type { SearchFormHandle } from './useSearchForm';

/**
 * Every module's search form in its frame: the box, the form (named, and checked by the module, not
 * the browser: see useSearchForm's `frame`) and, when the page asks for them, the recent searches.
 * The module spells its class names out in full: the stylesheet's unused-rule pruning keeps only
 * classes a source spells.
 */
export function SearchFormFrame({
  className,
  formClassName,
  form: { ref, label, onSubmit, showRecent },
  recent,
  children,
}: {
  className: string;
  formClassName: string;
  form: SearchFormHandle;
  /** The module's recent searches, shown under the form when `form.showRecent`. */
  recent: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <form ref={ref} className={formClassName} onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
      {showRecent && recent}
    </div>
  );
}

/**
 * A search form's submit button; `busy` while the results page is on its way (the button then
 * says so, `busyLabel`, with a spinner).
 */
export function SearchButton({
  className,
  label,
  busy = false,
  busyLabel,
}: {
  className: string;
  label: string;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <button type="submit" className={className} aria-busy={busy || undefined}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
