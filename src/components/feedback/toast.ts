/** Toasts stay 3 seconds (specification, section 9). */
export const TOAST_DURATION_MS = 3000;

/*
 * Show toasts through these helpers, never by importing 'react-toastify' directly: the library is
 * loaded on the first toast (and by `AppToaster` once the page is idle), so it is not part of any
 * page's first-load JavaScript, and `AppToaster` renders its unstyled entry (CSS is in the Sass build).
 */
const library = () => import('react-toastify/unstyled');

export function toastSuccess(message: string): Promise<void> {
  return library().then(({ toast }) => {
    toast.success(message, { autoClose: TOAST_DURATION_MS });
  });
}

export function toastError(message: string): Promise<void> {
  return library().then(({ toast }) => {
    toast.error(message, { autoClose: TOAST_DURATION_MS });
  });
}
