import type { AbstractIntlMessages } from 'next-intl';

/**
 * Which message namespaces reach the browser. Every page's HTML carries the messages its client
 * components may use, as data for hydration; sending all of them made a quarter of the home page's
 * HTML checkout and payment text it never shows. Server components read every message on the
 * server and need none of these.
 *
 * The layout sends the shell's: the header and its popup, preferences, profile menu and wallet, the
 * footer, feedback (offline, loader, error and not-found views, toasts' API messages), form
 * validation, and the flight search form that the home page and the results page both show.
 */
export const SHELL_NAMESPACES = [
  'Common',
  'Header',
  'Footer',
  'Offline',
  'Loader',
  'ErrorPage',
  'NotFound',
  'NoConfig',
  'Errors',
  'Messages',
  'Validation',
  'Auth',
  'ProfileMenu',
  'Preferences',
  'Wallet',
  'FlightSearch',
  // The hotel search form: the home page's Hotels tab and the hotel results page.
  'hotels',
] as const;

/** What a page adds to the shell's (see `PageMessages`). */
export const PAGE_NAMESPACES = {
  /** The results, and the fare check's dialog (which speaks of the checkout). */
  flightResults: ['Flights', 'Checkout'],
  /** With the shared date field (components/forms/DateField) for birth and passport dates. */
  flightCheckout: ['Flights', 'Checkout', 'Payment', 'DateField'],
  /** The hotel results: cards, filters, sort, the map (the search form's texts are the shell's `hotels`). */
  hotelResults: ['hotelResults', 'hotelMap'],
  /** A hotel's rooms and rates, the rate check, and its Location map. */
  hotelDetails: ['hotelBooking', 'hotelMap'],
  /** The hotel checkout reuses the flight checkout's contact and company texts. */
  hotelCheckout: ['Checkout', 'Payment', 'hotelBooking'],
  /** `/checkout`: whichever checkout the visitor holds. */
  checkout: ['Flights', 'Checkout', 'Payment', 'DateField', 'hotelBooking'],
  /** With Manage booking's, for a booking this tab has no access to. */
  thankYou: [
    'Flights',
    'Checkout',
    'Payment',
    'ThankYou',
    'hotelBooking',
    'manageBooking',
    'bookingDocuments',
    'bookingReferences',
    'copy',
  ],
  /** The contact-us form (its fields reuse the popup's, whose texts the shell sends). */
  contact: ['Contact'],
  /** My account: its own texts, the traveller fields' labels (Checkout), the date field, saved cards (Payment). */
  account: ['Account', 'Checkout', 'DateField', 'Payment'],
  /** The agent site's sign-in, application, and review pages. */
  agentSignup: ['AgentSignup'],
  /** My bookings: its own and its Documents section's texts, the confirmation page's for statuses and payment. */
  myBookings: [
    'myBookings',
    'bookingDocuments',
    'Flights',
    'Checkout',
    'Payment',
    'ThankYou',
    'hotelBooking',
    'manageBooking',
    'bookingReferences',
    'copy',
  ],
  /** Manage booking: its form (whose e-mail field and captcha speak the popup's texts, in the shell). */
  manageBooking: ['manageBooking'],
} as const satisfies Record<string, readonly string[]>;

/** The named top-level namespaces of `messages` (those it has). */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
