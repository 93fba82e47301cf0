'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { DateField } from '@/components/forms/DateField';
import { SelectInput, TextInput } from '@/components/forms/FormField';
import type { TravellerDraft } from './flightCheckoutSlice';
import { SavedTravellerPicker } from './SavedTravellerPicker';
import { SaveTravellerOption } from './SaveTravellerOption';

/**
 * One traveller's fieldset: names, birth date, gender and passport, labelled by type and number;
 * for a signed-in user also the saved travellers to fill from and the choice to save this one.
 */
export function TravellerFields({
  index,
  traveller,
  ordinal,
  today,
  travelDate,
}: {
  index: number;
  traveller: TravellerDraft;
  ordinal: number;
  today: string;
  travelDate: string;
}) {
  const t = useTranslations('Checkout');
  const base = `travellers.${index}`;
  const hintId = useId();
  // The legend names the group ("Adult 1"); the age rule describes it. Inside the legend, the rule
  // made the name "Adult 1 12 years or older…", which Orca read twice, the first time from the
  // laid-out text: "Adult 112 years or older… Adult 1 12 years or older… panel".
  return (
    <fieldset className="checkout-traveller" data-testid={`traveller-${index}`} aria-describedby={hintId}>
      <legend className="checkout-traveller__title">
        <span className="checkout-traveller__name">
          {t(`traveller_title.${traveller.type}`, { n: ordinal })}
        </span>
      </legend>
      <p id={hintId} className="checkout-traveller__hint">
        {t(`age_rule.${traveller.type}`)}
      </p>
      <SavedTravellerPicker index={index} traveller={traveller} travelDate={travelDate} today={today} />
      <div className="checkout-grid">
        <TextInput
          name={`${base}.firstName`}
          label={t('first_name')}
          autoComplete="given-name"
          maxLength={50}
          testId={`traveller-${index}-first`}
        />
        <TextInput
          name={`${base}.lastName`}
          label={t('last_name')}
          autoComplete="family-name"
          maxLength={50}
          testId={`traveller-${index}-last`}
        />
        <DateField
          name={`${base}.dateOfBirth`}
          label={t('date_of_birth')}
          autoComplete="bday"
          testId={`traveller-${index}-dob`}
        />
        <SelectInput
          name={`${base}.gender`}
          label={t('gender')}
          placeholder={t('choose_gender')}
          options={[
            { value: 'M', label: t('gender_M') },
            { value: 'F', label: t('gender_F') },
          ]}
          testId={`traveller-${index}-gender`}
        />
        <TextInput
          name={`${base}.passportNumber`}
          label={t('passport_number')}
          dir="ltr"
          maxLength={9}
          autoComplete="off"
          format={(value) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}
          testId={`traveller-${index}-passport`}
        />
        <DateField
          name={`${base}.expiryDate`}
          label={t('passport_expiry')}
          testId={`traveller-${index}-expiry`}
        />
      </div>
      <SaveTravellerOption index={index} traveller={traveller} />
    </fieldset>
  );
}
