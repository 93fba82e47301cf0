'use client';

import { useId, useRef, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { Route } from '@/components/text/Route';
import { formatClock, formatDay, formatPrice, intlLocale } from '../format';
import { useFareText } from '../useFareText';
import { ModalFrame } from '@/components/layout/ModalFrame';
import type { FareSelection } from './useFareSelection';

export interface RevalidateDialogProps {
  selection: FareSelection;
  onAccept: () => void;
  onDismiss: () => void;
}

function heldUntil(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' }).format(date);
}

/**
 * The answer of the revalidation, as a modal: fare held, price changed (continue or go back), gone.
 * Render it only while there is an answer to show (it takes focus and locks the page's scroll).
 */
export function RevalidateDialog({ selection, onAccept, onDismiss }: RevalidateDialogProps) {
  const t = useTranslations('Flights.revalidate');
  const tCheckout = useTranslations('Checkout');
  const router = useRouter();
  const locale = useLocale();
  const fareText = useFareText();
  const titleId = useId();
  const textId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const offerId = selection.status === 'idle' ? null : selection.subject.offerId;
  if (selection.status === 'idle' || selection.status === 'checking') return null;

  const offer = selection.status === 'held' ? selection.result.offer : selection.subject;
  const money = (amount: number, currency: string) => formatPrice(amount, currency, locale);
  const summary = (
    <ul className="fare-summary">
      {offer.legs.map((leg, index) => (
        <li key={index}>
          <strong>
            <Route from={leg.origin} to={leg.destination} />
          </strong>{' '}
          · {formatDay(leg.departure, locale, true)} · {formatClock(leg.departure, locale)}
        </li>
      ))}
      <li>
        {offer.validatingAirline.name} · {fareText.brand(offer.fareBrand)}
      </li>
    </ul>
  );

  let title: string;
  let body: ReactNode;
  let actions: ReactNode;
  if (selection.status === 'held') {
    const { result } = selection;
    const until = heldUntil(result.expiresAt, locale);
    title = t('held_title');
    body = (
      <>
        <p id={textId}>{until ? t('held_text_until', { time: until }) : t('held_text')}</p>
        {summary}
        <p className="fare-summary__price">
          {result.status === 'PRICE_CHANGED' && (
            <del className="fare-summary__old">{money(result.oldPrice, result.currency)}</del>
          )}{' '}
          <strong>{money(result.newPrice, result.currency)}</strong>
        </p>
      </>
    );
    actions = (
      <>
        <button type="button" className="btn btn-outline-primary" onClick={onDismiss}>
          {t('done')}
        </button>
        <button
          ref={primaryRef}
          type="button"
          className="btn btn-primary"
          onClick={() => router.push('/flights/checkout')}
          data-testid="continue-to-checkout"
        >
          {tCheckout('continue_to_checkout')}
        </button>
      </>
    );
  } else if (selection.status === 'changed') {
    const { result } = selection;
    title = t('changed_title');
    body = (
      <>
        <p id={textId}>
          {t('changed_text', {
            old: money(result.oldPrice, result.currency),
            new: money(result.newPrice, result.currency),
          })}
        </p>
        {summary}
      </>
    );
    actions = (
      <>
        <button type="button" className="btn btn-outline-primary" onClick={onDismiss}>
          {t('go_back')}
        </button>
        <button ref={primaryRef} type="button" className="btn btn-primary" onClick={onAccept}>
          {t('continue_at', { price: money(result.newPrice, result.currency) })}
        </button>
      </>
    );
  } else {
    title = selection.status === 'sold_out' ? t('unavailable_title') : t('failed_title');
    body = (
      <p id={textId}>
        {selection.status === 'sold_out' ? t('unavailable_text') : (selection.message ?? t('failed_text'))}
      </p>
    );
    actions = (
      <button ref={primaryRef} type="button" className="btn btn-primary" onClick={onDismiss}>
        {t('choose_another')}
      </button>
    );
  }

  // When the offer's Select button is gone (the fare is no longer available), its card's next
  // control takes focus.
  const nextControl = () =>
    offerId
      ? document
          .getElementById(`offer-title-${offerId}`)
          ?.closest('article')
          ?.querySelector<HTMLElement>('button:not([disabled])')
      : null;
  return (
    <ModalFrame
      className="fare-dialog"
      backdropClassName="modal-backdrop show"
      boxClassName="fare-dialog__box"
      titleId={titleId}
      descriptionId={textId}
      answerKey={selection.status}
      onClose={onDismiss}
      initialFocus={primaryRef}
      fallbackFocus={nextControl}
      testId="revalidate-dialog"
    >
      <h2 id={titleId} className="fare-dialog__title">
        {title}
      </h2>
      <div className="fare-dialog__body">{body}</div>
      <div className="fare-dialog__actions">{actions}</div>
    </ModalFrame>
  );
}
