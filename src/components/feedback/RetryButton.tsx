'use client';

/** A button that reloads the page (or runs `onRetry`, which tests pass). */
export function RetryButton({
  className,
  label,
  onRetry,
}: {
  className: string;
  label: string;
  onRetry?: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => (onRetry ? onRetry() : window.location.reload())}
    >
      {label}
    </button>
  );
}
