'use client';

import { BookingAccessFallback } from '@/features/booking/BookingAccessFallback';
import { ThankYouNextSteps } from '@/features/booking/ThankYouNextSteps';
import { FlightThankYou } from '@/features/flights/checkout/FlightThankYou';
import { HotelThankYou } from '@/features/hotels/checkout/HotelThankYou';

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
    <FlightThankYou
      key={bookingId ?? 'none'}
      bookingId={bookingId}
      fallback={fallback}
      nextSteps={(booking) => <ThankYouNextSteps booking={booking} hotel={false} />}
    />
  );
}
