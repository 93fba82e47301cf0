/** A booking reference: 6 letters and digits (a plain module, so server pages can read it too). */
export const REFERENCE_PATTERN = /^[A-Za-z0-9]{6}$/;
