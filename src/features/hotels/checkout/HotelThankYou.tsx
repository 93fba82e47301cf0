'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TitledSection } from '@/components/layout/TitledSection';
import {
  BookingConfirmation,
  ConfirmationPayment,
  type ConfirmationBodyProps,
} from '@/features/booking/BookingConfirmation';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { HotelBooking } from '../api/booking';
import { hotelConfirmation } from '../booking/hotelConfirmation';
import { HotelGuests } from './HotelGuests';
import { StaySummary } from './StaySummary';

/**
 * /thankyou for a hotel booking: the kit's confirmation with the guests and the payment, the stay
 * beside them. A booking this tab may not see (or none) shows `fallback`.
 */
export function HotelThankYou(props: ConfirmationBodyProps) {
  const th = useTranslations('hotelBooking');
  const [now] = useState(() => new Date());
  return (
    <BookingConfirmation<HotelBooking>
      {...props}
      confirmation={hotelConfirmation}
      loadingText={th('loading')}
      failedNote={(booking) => <HotelFailedNote booking={booking} />}
      main={(booking, failed) => (
        <>
          <TitledSection titleId="thankyou-guests" title={th('guests_title')}>
            <HotelGuests guests={booking.guests} rooms={booking.stay.rooms} testId="thankyou-guests" />
            {booking.arrivalTime && <p className="mb-1">{th('arrival_at', { time: booking.arrivalTime })}</p>}
            {booking.specialRequests && (
              <p className="mb-0">
                {th('special_requests_sent')} {booking.specialRequests}
              </p>
            )}
          </TitledSection>
          <ConfirmationPayment as="section" className="checkout-section" booking={booking} charged={failed} />
        </>
      )}
      aside={(booking) => <StaySummary stay={booking.stay} now={now} headingId="thankyou-stay" />}
    />
  );
}

/** A paid booking the hotel refused: what happens to the money, and when. */
function HotelFailedNote({ booking }: { booking: HotelBooking }) {
  const t = useTranslations('ThankYou');
  const tm = useTranslations('Messages');
  const formatPrice = useFormatPrice();
  const amount = formatPrice(booking.amount, booking.currency);
  const moneyText = !booking.refund
    ? tm('hotel_booking_payment_failed')
    : booking.refund.statusName === 'Refunded'
      ? t('failed_money_refunded', { amount })
      : booking.refund.statusName === 'Failed'
        ? t('failed_money_refund_failed', { amount })
        : t('failed_money_pending', { amount });
  return (
    <div className="alert alert-warning" data-testid="failed-explained">
      <p className="mb-1">
        <strong>{t('failed_hotel_what')}</strong>
      </p>
      <p className="mb-1">{moneyText}</p>
      {booking.refund && <p className="mb-0">{t('failed_mail')}</p>}
    </div>
  );
}
