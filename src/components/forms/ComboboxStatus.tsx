/**
 * What stands under a combobox's list (the airport and destination fields): its status (loading,
 * no match) shown where the list has no option, the same status read to screen readers while the
 * list is open, and the field's error, which the input names in `aria-describedby` as `errorId`.
 */
export function ComboboxStatus({
  open,
  status,
  showStatus,
  error,
  errorId,
}: {
  open: boolean;
  status?: string;
  /** Draw the status in the list's place (the list is open and has no option). */
  showStatus: boolean;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {showStatus && status && (
        <div className="flight-combobox__status" aria-hidden="true">
          {status}
        </div>
      )}
      <span className="visually-hidden" aria-live="polite">
        {open ? status : ''}
      </span>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </>
  );
}
