/** Next's `searchParams` prop back into URLSearchParams, repeated names kept (so they are caught). */
export function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(name, item);
  }
  return params;
}
