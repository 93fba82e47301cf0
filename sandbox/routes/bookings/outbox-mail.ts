import type { Database } from '../../db/client';
import { mailLanguage } from '../../lib/mail/content';
import type { BookingMailRenderer } from '../../lib/mail/outbox';
import type { AppServices } from '../../lib/services';
import { bookingMailOf } from './booking-mail';
import { findBooking, paymentSummaryOf } from './repository';

/**
 * Renders a booking mail when the worker sends it, from the booking as it is then, with its files.
 * A booking that no longer exists (its club was removed) has nothing to send.
 */
export function bookingOutboxRenderer(services: AppServices): BookingMailRenderer {
  return async (db: Database, row) => {
    const booking = await findBooking(db, row.clubId, row.message.bookingId);
    if (!booking) return null;
    const { payment, refund } = await paymentSummaryOf(db, booking.id);
    return bookingMailOf(
      { db, services, clubId: row.clubId },
      row.message.kind,
      { booking, payment, refund },
      mailLanguage(row.language),
      row.message.refundStatus,
    );
  };
}
