import { TZDate } from '@date-fns/tz';

/** The product's clock runs on Vienna time: "today" for "not in the past" is Vienna's today. */
export const APP_TIME_ZONE = 'Europe/Vienna';

/** The calendar date (`2026-11-21`) that `now` falls on in `timeZone`. */
export function todayIn(timeZone: string, now: Date): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}
