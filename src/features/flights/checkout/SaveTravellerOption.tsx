'use client';

import { useId } from 'react';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import type { CheckoutDraft, TravellerDraft } from './flightCheckoutSlice';
import { linkedSaved, sameAsSaved } from './savedTravellersApi';
import { useSavedTravellers } from './useSavedTravellers';

/**
 * "Save this traveller to my account", or "Update this saved traveller" once a traveller filled
 * from the account was changed. Unticked until the user ticks it: passport data is stored only when
 * asked for. Written after the booking is paid.
 */
export function SaveTravellerOption({ index, traveller }: { index: number; traveller: TravellerDraft }) {
  const t = useTranslations('Checkout.saved');
  const saved = useSavedTravellers();
  const { setFieldValue } = useFormikContext<CheckoutDraft>();
  const id = useId();
  if (saved.status === 'guest') return null;

  const linked = saved.status === 'ready' ? linkedSaved(traveller, saved.travellers) : undefined;
  if (linked && sameAsSaved(traveller, linked)) {
    return (
      <p className="checkout-save-option form-text mb-0" data-testid={`traveller-${index}-in-account`}>
        {t('in_account')}
      </p>
    );
  }
  return (
    <div className="checkout-save-option form-check">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={traveller.saveToAccount === true}
        onChange={(event) =>
          void setFieldValue(`travellers.${index}.saveToAccount`, event.target.checked, false)
        }
        data-testid={`traveller-${index}-save`}
      />
      <label htmlFor={id} className="form-check-label">
        {linked ? t('save_update') : t('save_new')}
      </label>
    </div>
  );
}
