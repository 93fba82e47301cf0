'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Ltr } from '@/components/text/Ltr';
import { formatDay } from '../format';
import type { BookingTraveller } from './bookingApi';

/** A flight booking's travellers: name, type, birth date and passport (masked by the API where it is stored). */
export function FlightTravellers({
  travellers,
}: {
  travellers: readonly Pick<
    BookingTraveller,
    'type' | 'firstName' | 'lastName' | 'dateOfBirth' | 'passportNumber'
  >[];
}) {
  const tc = useTranslations('Checkout');
  const locale = useLocale();
  return (
    <ul className="thankyou-travellers">
      {travellers.map((traveller, index) => (
        <li key={index}>
          <strong>
            {traveller.firstName} {traveller.lastName}
          </strong>{' '}
          · {tc(`type_name.${traveller.type}`)} · {formatDay(traveller.dateOfBirth, locale, true)} ·{' '}
          {tc('passport_number')} <Ltr>{traveller.passportNumber}</Ltr>
        </li>
      ))}
    </ul>
  );
}
