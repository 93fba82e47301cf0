import { toast, type Id } from 'react-toastify/unstyled';

/** Toasts stay 3 seconds (specification, section 9). */
export const TOAST_DURATION_MS = 3000;

/*
 * Import `toast` from here (or from 'react-toastify/unstyled'), never from 'react-toastify': the two
 * entry points keep separate queues, and `AppToaster` renders the unstyled one (its CSS is in the
 * Sass build).
 */

export function toastSuccess(message: string): Id {
  return toast.success(message, { autoClose: TOAST_DURATION_MS });
}

export function toastError(message: string): Id {
  return toast.error(message, { autoClose: TOAST_DURATION_MS });
}
