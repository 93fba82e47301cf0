/**
 * What the kit knows about the calls: their class when the contract carries no `x-club-api` mark,
 * and which site features depend on which checks. docs/club-api.md says the same per call, with
 * the site's fallbacks.
 */

export type CallClass = 'specified' | 'required' | 'optional';

/** The calls of the specification's section 7 (the site's own routes excluded). */
const SPECIFIED = [
  'GET /flight/blacklist',
  'GET /flight/airline/list',
  'GET /currency/flight/currency-code/{code}',
  'POST /flight/start-routing',
  'POST /flight/check-routing',
  'POST /flight/revalidate',
  'POST /auth/signup',
  'POST /auth/verify-email',
  'POST /auth/login-with-password',
  'POST /auth/otp-verify',
  'POST /auth/resend-otp',
  'POST /auth/reset-password',
  'GET /auth/user/logout',
  'GET /agent/admin/logout',
  'GET /sub-agent/admin/logout',
  'POST /auth/user/change-password',
  'GET /auth/profile',
  'GET /user/customer/{id}',
  'PUT /admin/edit-profile/update/{userId}',
  'POST /traveler',
  'PUT /traveler/update-traveler/{editId}',
  'PUT /admin/customer/profile-image/update/{userId}',
  'DELETE /admin/customer/profile-image/delete/{userId}',
  'PUT /admin/customer/preference/update/{userId}',
  'GET /agent/wallet/available/balance/{id}',
  'GET /agent/staff/wallet/available/balance/{id}',
];

/** Extensions the site does without (a stated fallback). */
const OPTIONAL = [
  'POST /auth/captcha/challenge',
  'GET /auth/captcha/challenge',
  'GET /common/country/list',
  'GET /cms/page/{slug}',
  'GET /docs/openapi.json',
  'GET /payment/saved-cards',
  'DELETE /payment/saved-cards/{cardId}',
];

export const CLASS_OF_CALL: Record<string, CallClass> = Object.fromEntries([
  ...SPECIFIED.map((key) => [key, 'specified' as const]),
  ...OPTIONAL.map((key) => [key, 'optional' as const]),
]);

/** A stateful check the journeys make; features are verdicts over these and over single calls. */
export type StepId =
  | 'config'
  | 'blacklist'
  | 'airlines'
  | 'currency'
  | 'captcha'
  | 'countries'
  | 'welcome.known'
  | 'welcome.unknown'
  | 'signin.password'
  | 'signin.code'
  | 'resend'
  | 'signup'
  | 'reset'
  | 'profile'
  | 'preferences'
  | 'logout'
  | 'flight.search'
  | 'flight.revalidate'
  | 'hotel.search';

export interface Feature {
  name: string;
  /** Journey steps that must pass. */
  steps?: StepId[];
  /** Steps whose failure the site survives, and how. */
  optional?: { step: StepId; fallback: string }[];
  /** Calls no journey exercises: each must be present and answer as the contract documents. */
  calls?: string[];
}

export const FEATURES: Feature[] = [
  { name: 'Club configuration, theme, header and footer', steps: ['config'] },
  {
    name: 'Airport list of the search forms',
    steps: ['config'],
    optional: [{ step: 'blacklist', fallback: 'no airport is hidden' }],
  },
  {
    name: 'Airline filter',
    steps: ['config'],
    optional: [{ step: 'airlines', fallback: 'an empty airline list' }],
  },
  {
    name: 'Currency dropdown data',
    steps: ['config'],
    optional: [{ step: 'currency', fallback: 'the error is only logged' }],
  },
  {
    name: 'Sign-in popup: e-mail step (known e-mail, unknown e-mail leads to sign-up)',
    steps: ['welcome.known', 'welcome.unknown'],
    optional: [{ step: 'captcha', fallback: 'no captcha widget' }],
  },
  { name: 'Sign-in popup: password', steps: ['signin.password'] },
  { name: 'Sign-in popup: one-time code', steps: ['signin.code'] },
  { name: 'Sign-in popup: resend the code', steps: ['resend'] },
  { name: 'Sign-in popup: sign-up and e-mail verification', steps: ['signup'] },
  { name: 'Sign-in popup: forgotten password (reset)', steps: ['reset'] },
  {
    name: 'Phone number fields (country calling codes)',
    optional: [{ step: 'countries', fallback: 'the calling codes of libphonenumber-js' }],
  },
  { name: 'Profile after sign-in (My account)', steps: ['profile'] },
  { name: 'Language, currency and country preferences of a signed-in user', steps: ['preferences'] },
  { name: 'Logout', steps: ['logout'] },
  { name: 'Flight search', steps: ['flight.search'] },
  { name: 'Flight offer confirmation before checkout', steps: ['flight.revalidate'] },
  { name: 'Hotel search', steps: ['hotel.search'] },
  {
    name: 'Flight booking and payment',
    calls: [
      'POST /flight/book',
      'GET /flight/book/status',
      'GET /flight/booking/{bookingId}',
      'GET /payment/methods',
      'POST /payment/tokenize',
      'POST /payment/pay',
    ],
  },
  {
    name: 'Hotel details and booking',
    calls: [
      'POST /hotel/details',
      'POST /hotel/rate-check',
      'POST /hotel/book',
      'GET /hotel/book/status',
      'GET /hotel/booking/{bookingId}',
    ],
  },
  {
    name: 'My bookings',
    calls: [
      'GET /my-bookings',
      'GET /my-bookings/{bookingId}',
      'GET /my-bookings/{bookingId}/refund-quote',
      'POST /my-bookings/{bookingId}/cancel',
      'GET /my-bookings/{bookingId}/documents/{type}',
    ],
  },
  { name: 'Manage booking (guests)', calls: ['POST /manage-booking/code', 'POST /manage-booking/session'] },
  {
    name: 'Saved cards (TOKENIZATION)',
    calls: ['GET /payment/saved-cards', 'DELETE /payment/saved-cards/{cardId}'],
  },
  {
    name: 'Saved travellers',
    calls: [
      'GET /traveler',
      'POST /traveler',
      'PUT /traveler/update-traveler/{editId}',
      'DELETE /traveler/{id}',
    ],
  },
  {
    name: 'Profile editing and picture',
    calls: [
      'PUT /admin/edit-profile/update/{userId}',
      'PUT /admin/customer/profile-image/update/{userId}',
      'DELETE /admin/customer/profile-image/delete/{userId}',
      'POST /auth/user/change-password',
    ],
  },
  {
    name: 'Agent wallet balance',
    calls: ['GET /agent/wallet/available/balance/{id}', 'GET /agent/staff/wallet/available/balance/{id}'],
  },
  {
    name: 'Agent application (become an agent)',
    calls: [
      'POST /agent/application',
      'GET /agent/application',
      'PUT /agent/application/person',
      'PUT /agent/application/company',
      'PUT /agent/application/branding',
      'POST /agent/application/documents',
      'POST /agent/application/submit',
    ],
  },
  { name: 'Contact form', calls: ['POST /contact'] },
];
