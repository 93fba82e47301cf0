'use client';

import { useTranslations } from 'next-intl';
import { TitledSection } from '@/components/layout/TitledSection';
import type { ManagedHotelBooking } from '@/features/booking/api';
import { HotelGuests } from '../checkout/HotelGuests';

/** A hotel booking's own part of its detail page: the guests by room, the arrival time and the requests. */
export function HotelBookingDetails({ booking: managed }: { booking: ManagedHotelBooking }) {
  const t = useTranslations('myBookings');
  const th = useTranslations('hotelBooking');
  const { booking } = managed;
  return (
    <TitledSection titleId="booking-guests" title={t('stay_details')}>
      <HotelGuests guests={booking.guests} rooms={booking.stay.rooms} testId="booking-guests" />
      <p className="mb-1">
        {booking.arrivalTime ? th('arrival_at', { time: booking.arrivalTime }) : t('arrival_none')}
      </p>
      <p className="mb-0">
        {booking.specialRequests ? (
          <>
            {th('special_requests_sent')} <bdi>{booking.specialRequests}</bdi>
          </>
        ) : (
          t('requests_none')
        )}
      </p>
    </TitledSection>
  );
}
