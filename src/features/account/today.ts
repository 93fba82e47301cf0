/** The app's time zone (spec section 9): the day the forms' date rules are checked against. */
const APP_TIME_ZONE = 'Europe/Vienna';

/** Today in the app's time zone, YYYY-MM-DD ('en-CA' writes dates that way). */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
