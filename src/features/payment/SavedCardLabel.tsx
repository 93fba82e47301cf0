'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/text/Ltr';
import type { SavedCard } from './types';

const NAMED_BRANDS = ['mada', 'visa', 'mastercard', 'amex', 'rupay'];
const digits = (chunks: ReactNode) => <Ltr>{chunks}</Ltr>;

/** "Visa ending in 4242 · Expires 12/30", the digits kept left-to-right in Arabic. */
export function SavedCardLabel({ card }: { card: SavedCard }) {
  const t = useTranslations('Payment');
  const brand = t(NAMED_BRANDS.includes(card.brand) ? `card_brand_${card.brand}` : 'card_brand_card');
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
  return (
    <span className="saved-card__label">
      <span className="saved-card__name">
        {t.rich('saved_card_label', { brand, last4: card.last4, digits })}
      </span>{' '}
      <span className="saved-card__expiry text-body-secondary">
        {t.rich('saved_card_expiry', { expiry, digits })}
      </span>
    </span>
  );
}
