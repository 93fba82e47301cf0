/** What the booking calls answer; the site may show these as they are. */
export const FARE_EXPIRED_MESSAGE = 'Your fare has expired. Please search again.';
export const GUEST_ID_REQUIRED_MESSAGE = 'guestUserId: Required for a guest booking';
