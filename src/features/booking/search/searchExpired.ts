import { ApiError } from '@/lib/api/errors';

/** 410 (`sessionTimeout: true`): the search expired (30 minutes) or is unknown. */
export function isSearchExpired(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const data = (error.data as { data?: { sessionTimeout?: unknown } } | null)?.data;
  return error.status === 410 || data?.sessionTimeout === true;
}
