'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { StickyActionBar } from '@/components/layout/StickyActionBar';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { Recheck } from '@/features/booking/search/useRecheck';
import type { RateCheck } from '../api/booking';
import type { SelectionTotals } from './rateSelection';

/** The kit's recheck of the chosen rates; a sold-out answer names the rooms to choose again. */
export type Check = Recheck<string[], RateCheck, number[]>;

/** The chosen rates' prices, line by line (rooms, taxes, fees, total, per night). */
export function SelectionTotalsList({ totals }: { totals: SelectionTotals }) {
  const t = useTranslations('hotelBooking');
  const formatPrice = useFormatPrice();
  const lines = [
    { key: 'base', label: t('base_price'), amount: totals.base },
    { key: 'taxes', label: t('taxes'), amount: totals.taxes },
    { key: 'fees', label: t('fees'), amount: totals.fees },
  ];
  return (
    <dl className="mb-3" data-testid="selection-totals">
      {lines.map((line) => (
        <div key={line.key} className="hotel-details__line">
          <dt>{line.label}</dt>
          <dd className="mb-0">{formatPrice(line.amount, totals.currency)}</dd>
        </div>
      ))}
      <div className="hotel-details__line hotel-details__total">
        <dt>{t('total')}</dt>
        <dd className="mb-0" data-testid="selection-total">
          {formatPrice(totals.total, totals.currency)}
        </dd>
      </div>
      <div className="hotel-details__line hotel-details__muted">
        <dt>{t('per_night')}</dt>
        <dd className="mb-0">{formatPrice(totals.perNight, totals.currency)}</dd>
      </div>
    </dl>
  );
}

interface ActionsProps {
  check: Check;
  complete: boolean;
  onContinue: () => void;
  onAcceptChange: () => void;
  onChooseAgain: () => void;
}

/**
 * What the visitor does next: Continue (the rate check), and the check's answer when it needs one
 * (a changed price to accept, an error). Rendered once: in the summary beside the rooms on wide
 * screens, in the sticky bar at the bottom of a phone's screen.
 */
export function SelectionActions({
  check,
  complete,
  onContinue,
  onAcceptChange,
  onChooseAgain,
}: ActionsProps) {
  const t = useTranslations('hotelBooking');
  const formatPrice = useFormatPrice();
  return (
    <div className="hotel-details__next">
      <div aria-live="polite">
        {check.status === 'changed' && (
          <div className="alert alert-warning" role="alert" data-testid="price-changed">
            <p>
              {t('price_changed', {
                old: formatPrice(check.result.oldPrice, check.result.currency),
                new: formatPrice(check.result.newPrice, check.result.currency),
              })}
            </p>
            <div className="hotel-details__actions">
              <button type="button" className="btn btn-primary" onClick={onAcceptChange}>
                {t('continue_new_price')}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={onChooseAgain}>
                {t('choose_again')}
              </button>
            </div>
          </div>
        )}
        {check.status === 'error' && (
          <p className="alert alert-danger" role="alert">
            {check.message ?? t('check_failed')}
          </p>
        )}
        {!complete && <p className="hotel-details__muted mb-2">{t('choose_each_room')}</p>}
      </div>
      {check.status !== 'changed' && (
        <button
          type="button"
          className="btn btn-primary w-100"
          disabled={!complete || check.status === 'checking' || check.status === 'held'}
          onClick={onContinue}
        >
          {check.status === 'checking' || check.status === 'held' ? t('checking') : t('continue')}
        </button>
      )}
    </div>
  );
}

/** A phone's bottom bar once a rate is picked: the total so far and the actions, always in reach. */
export function SelectionBar({
  totals,
  nights,
  children,
}: {
  totals: SelectionTotals;
  nights: number;
  children: ReactNode;
}) {
  const t = useTranslations('hotelBooking');
  const formatPrice = useFormatPrice();
  return (
    <StickyActionBar label={t('your_choice')}>
      <p className="sticky-action-bar__summary mb-0" data-testid="selection-bar-total">
        <span className="sticky-action-bar__label">{t('total')}</span>{' '}
        <strong className="sticky-action-bar__amount">{formatPrice(totals.total, totals.currency)}</strong>{' '}
        <span className="hotel-details__muted">{t('for_nights', { nights })}</span>
      </p>
      <div className="sticky-action-bar__action">{children}</div>
    </StickyActionBar>
  );
}
