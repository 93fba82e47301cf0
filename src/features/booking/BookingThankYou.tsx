'use client';

import { ThankYou } from '@/features/flights/checkout/ThankYou';
import { HotelThankYou } from '@/features/hotels/checkout/HotelThankYou';
import { BookingAccessFallback } from './BookingAccessFallback';
import { ThankYouNextSteps } from './ThankYouNextSteps';

/**
 * /thankyou: a flight's or a hotel's confirmation, each followed by the documents and the way back
 * to the booking; without this tab's access to the booking, the Manage booking form.
 */
export function BookingThankYou({ bookingId, hotel }: { bookingId: string | null; hotel: boolean }) {
  const fallback = <BookingAccessFallback />;
  if (hotel && bookingId) {
    return (
      <HotelThankYou
        key={bookingId}
        bookingId={bookingId}
        fallback={fallback}
        nextSteps={(booking) => <ThankYouNextSteps booking={booking} hotel />}
      />
    );
  }
  return (
    <ThankYou
      key={bookingId ?? 'none'}
      bookingId={bookingId}
      fallback={fallback}
      nextSteps={(booking) => <ThankYouNextSteps booking={booking} hotel={false} />}
    />
  );
}
