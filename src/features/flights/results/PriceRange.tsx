'use client';

import { memo, useEffect, useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '../format';

export interface PriceRangeProps {
  bounds: { min: number; max: number };
  min: number | null;
  max: number | null;
  currency: string;
  onPatch: (patch: { minPrice: number | null; maxPrice: number | null }) => void;
}

/** How long a slider must rest before the filter applies (keeps the URL from churning while dragging). */
const SETTLE_MS = 150;

/**
 * Two range inputs, lowest and highest price. A value at its end of the range means "no limit"
 * (so a limit never hides offers that arrive later at the edges).
 */
export const PriceRange = memo(function PriceRange({ bounds, min, max, currency, onPatch }: PriceRangeProps) {
  const t = useTranslations('Flights');
  const locale = useLocale();
  const id = useId();
  const [low, setLow] = useState(min ?? bounds.min);
  const [high, setHigh] = useState(max ?? bounds.max);
  const [dirty, setDirty] = useState(false);
  const step = Math.max(1, Math.round((bounds.max - bounds.min) / 100));

  // Follow the URL (clear filters, back) and the bounds as offers arrive, unless mid-drag.
  const [source, setSource] = useState({ min, max, bounds });
  if (!dirty && (source.min !== min || source.max !== max || source.bounds !== bounds)) {
    setSource({ min, max, bounds });
    setLow(min ?? bounds.min);
    setHigh(max ?? bounds.max);
  }

  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      setDirty(false);
      onPatch({ minPrice: low <= bounds.min ? null : low, maxPrice: high > bounds.max - step ? null : high });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, low, high, bounds, step, onPatch]);

  return (
    <fieldset className="flight-filter flight-price-range">
      <legend className="flight-filter__title">{t('filters.price')}</legend>
      <p className="flight-price-range__values" aria-hidden="true">
        {/* Each price its own run: the low end comes first in the reading direction, as on the slider. */}
        <bdi>{formatPrice(low, currency, locale)}</bdi> – <bdi>{formatPrice(high, currency, locale)}</bdi>
      </p>
      <label htmlFor={`${id}-min`} className="form-label">
        {t('filters.min_price')}
      </label>
      <input
        id={`${id}-min`}
        type="range"
        className="form-range"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={Math.min(low, high)}
        aria-valuetext={formatPrice(low, currency, locale)}
        onChange={(event) => {
          setLow(Math.min(Number(event.target.value), high));
          setDirty(true);
        }}
      />
      <label htmlFor={`${id}-max`} className="form-label">
        {t('filters.max_price')}
      </label>
      <input
        id={`${id}-max`}
        type="range"
        className="form-range"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={Math.max(high, low)}
        aria-valuetext={formatPrice(high, currency, locale)}
        onChange={(event) => {
          setHigh(Math.max(Number(event.target.value), low));
          setDirty(true);
        }}
      />
    </fieldset>
  );
});
