'use client';

import { useId } from 'react';
import { useFormikContext } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/dates/dayLabels';
import type { CheckoutDraft, TravellerDraft } from './flightCheckoutSlice';
import type { SavedTraveller } from './savedTravellersApi';
import { ageOn } from '@/features/travellers/travellerRules';
import { ageFitsType } from './travellerRules';
import { useSavedTravellers } from './useSavedTravellers';

const FILLED = ['firstName', 'lastName', 'dateOfBirth', 'gender', 'passportNumber', 'expiryDate'] as const;

/** Saved travellers old enough, and young enough, for this passenger type on the travel date. */
export function fittingSaved(
  saved: readonly SavedTraveller[],
  type: TravellerDraft['type'],
  travelDate: string,
  today: string,
): SavedTraveller[] {
  return saved.filter(
    (s) => s.dateOfBirth <= today && ageFitsType(type, ageOn(s.dateOfBirth, travelDate || today)),
  );
}

/**
 * "Fill from saved travellers" (signed-in users): fills this traveller's fields, which stay editable
 * and are validated at once. A traveller chosen for another passenger is offered but disabled.
 */
export function SavedTravellerPicker({
  index,
  traveller,
  travelDate,
  today,
}: {
  index: number;
  traveller: TravellerDraft;
  travelDate: string;
  today: string;
}) {
  const t = useTranslations('Checkout.saved');
  const locale = useLocale();
  const saved = useSavedTravellers();
  const { values, setValues, setFieldTouched, validateForm } = useFormikContext<CheckoutDraft>();
  const id = useId();
  if (saved.status === 'guest') return null;

  const all = saved.status === 'ready' ? saved.travellers : [];
  const fitting = fittingSaved(all, traveller.type, travelDate, today);
  const usedElsewhere = new Set(
    values.travellers.filter((_, i) => i !== index).map((other) => other.savedId ?? null),
  );
  const chosen = fitting.some((s) => s.id === traveller.savedId) ? String(traveller.savedId) : '';

  const hint =
    saved.status === 'loading'
      ? t('loading')
      : saved.status === 'failed'
        ? t('failed')
        : all.length === 0
          ? t('none')
          : fitting.length === 0
            ? t('none_fit')
            : chosen
              ? t('filled')
              : null;

  const fill = async (value: string) => {
    const picked = fitting.find((s) => String(s.id) === value);
    const travellers = values.travellers.map((current, i) => {
      if (i !== index) return current;
      if (!picked) return { ...current, savedId: null };
      const { firstName, lastName, dateOfBirth, gender, passportNumber, expiryDate } = picked;
      return {
        ...current,
        firstName,
        lastName,
        dateOfBirth,
        gender,
        passportNumber,
        expiryDate,
        savedId: picked.id,
      };
    });
    await setValues({ ...values, travellers }, false);
    if (!picked) return;
    await Promise.all(FILLED.map((field) => setFieldTouched(`travellers.${index}.${field}`, true, false)));
    await validateForm();
  };

  return (
    <div className="checkout-saved" data-testid={`traveller-${index}-saved`}>
      <label htmlFor={`${id}-select`} className="form-label">
        {t('label')}
      </label>
      <select
        id={`${id}-select`}
        className="form-select"
        value={chosen}
        disabled={fitting.length === 0}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => void fill(event.target.value)}
        data-testid={`traveller-${index}-saved-select`}
      >
        <option value="">{t('placeholder')}</option>
        {fitting.map((s) => {
          const text = {
            // Isolated, so a Latin name does not turn an Arabic line left to right.
            name: `\u2068${s.firstName} ${s.lastName}\u2069`,
            dob: formatDate(s.dateOfBirth, locale),
          };
          const taken = usedElsewhere.has(s.id);
          return (
            <option key={s.id} value={String(s.id)} disabled={taken}>
              {taken ? t('option_used', text) : t('option', text)}
            </option>
          );
        })}
      </select>
      <div
        id={`${id}-hint`}
        className="form-text"
        aria-live="polite"
        data-testid={`traveller-${index}-saved-hint`}
      >
        {hint}
      </div>
    </div>
  );
}
