/**
 * What a club's own API must implement for the site, per operation of the OpenAPI document, as its
 * `x-club-api` mark (docs/club-api.md says the same in prose, with what breaks and the fallback):
 * - `specified`: a call of the specification's section 7;
 * - `required`: an extension without which a journey of the site fails (no fallback);
 * - `optional`: the site works without it (a fallback, or a feature left out); also every operation
 *   the site never calls (health, asset files: their URLs come from the API's own answers).
 * A test (scripts/club-api-docs.test.ts) holds this list, the document and docs/club-api.md to
 * the calls in the site's code.
 */
export type ClubApiLevel = 'specified' | 'required' | 'optional';

export const CLUB_API_LEVELS: Readonly<Record<string, ClubApiLevel>> = {
  // Section 7 of the specification.
  'GET /flight/blacklist': 'specified',
  'GET /flight/airline/list': 'specified',
  'GET /currency/flight/currency-code/{code}': 'specified',
  'POST /flight/start-routing': 'specified',
  'POST /flight/check-routing': 'specified',
  'POST /flight/revalidate': 'specified',
  'POST /auth/signup': 'specified',
  'POST /auth/verify-email': 'specified',
  'POST /auth/login-with-password': 'specified',
  'POST /auth/otp-verify': 'specified',
  'POST /auth/resend-otp': 'specified',
  'POST /auth/reset-password': 'specified',
  'GET /auth/user/logout': 'specified',
  'GET /agent/admin/logout': 'specified',
  'GET /sub-agent/admin/logout': 'specified',
  'POST /auth/user/change-password': 'specified',
  'GET /auth/profile': 'specified',
  'GET /user/customer/{id}': 'specified',
  'PUT /admin/edit-profile/update/{userId}': 'specified',
  'POST /traveler': 'specified',
  'PUT /traveler/update-traveler/{editId}': 'specified',
  'PUT /admin/customer/profile-image/update/{userId}': 'specified',
  'DELETE /admin/customer/profile-image/delete/{userId}': 'specified',
  'PUT /admin/customer/preference/update/{userId}': 'specified',
  'GET /agent/wallet/available/balance/{id}': 'specified',
  'GET /agent/staff/wallet/available/balance/{id}': 'specified',

  // Extensions a journey cannot do without.
  'GET /whitelabel/config': 'required',
  'GET /hotel/destinations': 'required',
  'GET /hotel/destination': 'required',
  'POST /hotel/search': 'required',
  'POST /hotel/search/results': 'required',
  'POST /hotel/details': 'required',
  'POST /hotel/rate-check': 'required',
  'POST /flight/book': 'required',
  'GET /flight/booking/{bookingId}': 'required',
  'GET /flight/book/status': 'required',
  'POST /hotel/book': 'required',
  'GET /hotel/booking/{bookingId}': 'required',
  'GET /hotel/book/status': 'required',
  'GET /payment/methods': 'required',
  'POST /payment/tokenize': 'required',
  'POST /payment/pay': 'required',
  'GET /payment/saved-cards': 'optional',
  'DELETE /payment/saved-cards/{cardId}': 'optional',
  'GET /my-bookings': 'required',
  'GET /my-bookings/{bookingId}': 'required',
  'GET /my-bookings/{bookingId}/refund-quote': 'required',
  'POST /my-bookings/{bookingId}/cancel': 'required',
  'GET /my-bookings/{bookingId}/documents/{type}': 'required',
  'POST /manage-booking/code': 'required',
  'POST /manage-booking/session': 'required',
  'POST /contact': 'required',
  'POST /auth/handoff-token': 'required',
  'GET /agent/application': 'required',
  'POST /agent/application': 'required',
  'PUT /agent/application/person': 'required',
  'PUT /agent/application/company': 'required',
  'PUT /agent/application/branding': 'required',
  'POST /agent/application/documents': 'required',
  'GET /agent/application/documents/{documentId}': 'required',
  'DELETE /agent/application/documents/{documentId}': 'required',
  'POST /agent/application/resend-code': 'required',
  'POST /agent/application/submit': 'required',

  // Extensions with a fallback.
  'POST /auth/captcha/challenge': 'optional',
  'GET /common/country/list': 'optional',
  'GET /cms/page/{slug}': 'optional',
  'GET /traveler': 'optional',
  'DELETE /traveler/{id}': 'optional',
  'GET /agent/branding': 'optional',
  'GET /flight/calendar': 'optional',
  'GET /my-bookings/{bookingId}/calendar': 'optional',
  'POST /my-bookings/{bookingId}/invoice/email': 'optional',
};

/** The mark of an operation: its level, or `optional` for one the site never calls. */
export function clubApiLevelOf(method: string, path: string): ClubApiLevel {
  return CLUB_API_LEVELS[`${method.toUpperCase()} ${path}`] ?? 'optional';
}

type Operations = Record<string, Record<string, unknown> | undefined>;

/** The OpenAPI document with every operation marked `x-club-api`. */
export function withClubApiLevels<T extends { paths?: Record<string, unknown> }>(document: T): T {
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const operations = { ...(item as Operations) };
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const) {
      const operation = operations[method];
      if (operation) operations[method] = { ...operation, 'x-club-api': clubApiLevelOf(method, path) };
    }
    paths[path] = operations;
  }
  return { ...document, paths };
}
