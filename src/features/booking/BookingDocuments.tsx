'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toastError, toastSuccess } from '@/components/feedback/toast';
import { toApiError } from '@/lib/api/errors';
import { AddToCalendarButton } from './AddToCalendarButton';
import {
  documentsOf,
  documentsTargetOf,
  type AnyManagedBooking,
  type BookingDocumentType,
  type DocumentsTarget,
} from './api';
import { useEmailInvoiceMutation, useSaveBookingDocumentMutation } from './bookingsApi';

/** First-strong isolate around a value inside a sentence (an e-mail in an Arabic toast). */
const isolated = (value: string) => `\u2068${value}\u2069`;

/**
 * A booking's documents as PDF, in the page's language: the e-ticket (flights) or the voucher
 * (hotels) and the invoice, downloaded through the API client (the login in its header, a guest's
 * pass in the call), and "E-mail me the invoice" (invoice delivery EMAIL=2).
 */
export function BookingDocuments({
  booking,
  accessToken = null,
}: {
  /** The booking as its detail page or its confirmation has it. */
  booking: AnyManagedBooking | DocumentsTarget;
  /** A guest's pass to the booking (its access token or a Manage booking session). */
  accessToken?: string | null;
}) {
  const t = useTranslations('bookingDocuments');
  const lang = useLocale() === 'ar' ? 'ar' : 'en';
  const [saveDocument] = useSaveBookingDocumentMutation();
  const [emailInvoice] = useEmailInvoiceMutation();
  const titleId = useId();
  const [busy, setBusy] = useState<BookingDocumentType | 'email' | null>(null);
  const types = documentsOf(booking);
  const { bookingId, reference, hotel } = 'booking' in booking ? documentsTargetOf(booking) : booking;

  const download = async (type: BookingDocumentType) => {
    const name = t(`types.${type}`);
    setBusy(type);
    try {
      await saveDocument({
        bookingId,
        type,
        lang,
        accessToken,
        fileName: `${type}-${reference}-${lang}.pdf`,
      }).unwrap();
    } catch {
      void toastError(t('download_failed', { document: name }));
    } finally {
      setBusy(null);
    }
  };

  const mailInvoice = async () => {
    setBusy('email');
    try {
      const { sentTo } = await emailInvoice({ bookingId, accessToken, lang }).unwrap();
      void toastSuccess(t('invoice_sent', { email: isolated(sentTo) }));
    } catch (error) {
      void toastError(t(toApiError(error).status === 429 ? 'too_many' : 'email_failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="checkout-section" aria-labelledby={titleId} data-testid="booking-documents">
      <h2 id={titleId} className="checkout-section__title">
        {t('title')}
      </h2>
      {types.length === 0 ? (
        <p className="mb-0">{t('not_issued')}</p>
      ) : (
        <>
          <p>{t.rich(hotel ? 'intro.hotel' : 'intro.flight', { reference: () => <bdi>{reference}</bdi> })}</p>
          <div className="d-grid gap-2 d-sm-flex flex-sm-wrap align-items-sm-center">
            {types.map((type) => (
              <button
                key={type}
                type="button"
                className="btn btn-outline-primary"
                disabled={busy !== null}
                aria-busy={busy === type}
                onClick={() => void download(type)}
              >
                {busy === type
                  ? t('downloading', { document: t(`types.${type}`) })
                  : t('download', { document: t(`types.${type}`) })}
              </button>
            ))}
            <AddToCalendarButton
              bookingId={bookingId}
              reference={reference}
              accessToken={accessToken}
              disabled={busy !== null}
            />
            <button
              type="button"
              className="btn btn-link"
              disabled={busy !== null}
              aria-busy={busy === 'email'}
              onClick={() => void mailInvoice()}
            >
              {busy === 'email' ? t('emailing') : t('email_invoice')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
