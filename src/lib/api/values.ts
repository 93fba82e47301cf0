/** A text the API sends, trimmed; null when it is absent or blank. */
export const blankToNull = (value: string | null | undefined) =>
  value && value.trim() ? value.trim() : null;
