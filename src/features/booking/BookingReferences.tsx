'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/text/CopyButton';
import type { components } from '@/lib/api/schema';
import { BookingQrCode } from './BookingQrCode';

export type SupplierReferences = components['schemas']['SupplierReferences'];

/**
 * A name inside a label (an airline's, a passenger's, a room's), first-strong isolated: a Latin
 * name at the end of an Arabic label keeps its place and takes no punctuation with it. Characters
 * rather than <bdi>, because the label is also the copy button's accessible name.
 */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** One code with what it is, isolated left to right, and a button that copies it. */
function ReferenceLine({ label, code, testId }: { label: string; code: string; testId: string }) {
  return (
    <div className="booking-references__line">
      <dt>{label}</dt>
      <dd>
        {/* Isolated left to right (as <Ltr>), with a test id: several codes share a label's words. */}
        <bdi dir="ltr" className="booking-references__code" data-testid={testId}>
          {code}
        </bdi>{' '}
        <CopyButton value={code} label={label} />
      </dd>
    </div>
  );
}

/**
 * The references an airline desk, a hotel reception or a visa office asks for (issue 33): the site's
 * booking reference, each airline's record locator (PNR), each passenger's e-ticket number, each
 * room's hotel confirmation number. Nothing but the booking reference before the booking is ticketed.
 */
export function BookingReferences({
  reference,
  references,
}: {
  reference: string;
  references: SupplierReferences | null | undefined;
}) {
  const t = useTranslations('bookingReferences');
  const titleId = useId();
  return (
    <section
      className="checkout-section booking-references"
      aria-labelledby={titleId}
      data-testid="booking-references"
    >
      <h2 id={titleId} className="checkout-section__title">
        {t('title')}
      </h2>
      <div className="booking-references__body">
        <dl className="booking-references__list">
          <ReferenceLine
            label={t('booking_reference')}
            code={reference}
            testId="references-booking-reference"
          />
          {references?.recordLocators.map((entry) => (
            <ReferenceLine
              key={entry.airline.code}
              label={t('record_locator', { airline: isolated(entry.airline.name) })}
              code={entry.locator}
              testId="record-locator"
            />
          ))}
          {references?.eTickets.map((ticket) => (
            <ReferenceLine
              key={ticket.number}
              label={t('e_ticket', { name: isolated(ticket.passengerName) })}
              code={ticket.number}
              testId="e-ticket"
            />
          ))}
          {references?.hotelConfirmations.map((room) => (
            <ReferenceLine
              key={room.number}
              label={t('hotel_confirmation', { room: isolated(room.roomName), number: room.roomIndex + 1 })}
              code={room.number}
              testId="hotel-confirmation"
            />
          ))}
        </dl>
        <BookingQrCode reference={reference} />
      </div>
      {!references && <p className="booking-references__pending mb-0">{t('pending')}</p>}
    </section>
  );
}
