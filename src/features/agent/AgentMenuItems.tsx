'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useAppSelector } from '@/store/hooks';
import { useOpenAgentDashboard } from './useOpenAgentDashboard';
import { selectAgentPoints, selectWalletBalance, selectWalletStatus } from './walletSlice';

/** The balance as the header shows it: prefixed with `$` (spec section 2), two decimals. */
export function formatWalletBalance(balance: number, locale: string): string {
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(balance);
  return `$${number}`;
}

/** Agent points as a whole number with the locale's grouping (Latin digits in Arabic too, like the balance). */
export function formatAgentPoints(points: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    maximumFractionDigits: 0,
  }).format(points);
}

/**
 * The wallet balance line of an agent-type user's menu (not a control: plain text), with the agent's
 * points beside it when the club awards them.
 */
export function WalletBalanceItem() {
  const t = useTranslations('Wallet');
  const locale = useLocale();
  const balance = useAppSelector(selectWalletBalance);
  const points = useAppSelector(selectAgentPoints);
  const loading = useAppSelector(selectWalletStatus) === 'loading';
  return (
    <li className="wallet-balance" data-testid="wallet-balance">
      <span className="wallet-balance__row">
        <span className="wallet-balance__label">{t('balance_label')}</span>
        <bdi
          className="wallet-balance__amount"
          dir="ltr"
          aria-busy={loading || undefined}
          data-testid="wallet-amount"
        >
          {formatWalletBalance(balance, locale)}
        </bdi>
      </span>
      {points !== null && (
        <span className="wallet-balance__row" data-testid="agent-points">
          <span className="wallet-balance__label">{t('points_label')}</span>
          <bdi className="wallet-balance__amount" dir="ltr" data-testid="agent-points-amount">
            {formatAgentPoints(points, locale)}
          </bdi>
        </span>
      )}
    </li>
  );
}

/** Go to dashboard: the agent panel in a new tab, signed in with a hand-off token. */
export function DashboardItem({ onDone }: { onDone: () => void }) {
  const t = useTranslations('Wallet');
  const tCommon = useTranslations('Common');
  const { open, opening, available } = useOpenAgentDashboard();
  if (!available) return null;
  return (
    <li>
      <button
        type="button"
        className="dropdown-item agent-dashboard-button"
        aria-busy={opening || undefined}
        onClick={() => {
          void open();
          onDone();
        }}
        data-testid="dashboard-button"
      >
        {t('go_to_dashboard')}
        <span className="visually-hidden"> {tCommon('opens_in_new_tab')}</span>
      </button>
    </li>
  );
}
