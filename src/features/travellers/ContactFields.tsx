'use client';

import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { useAppSelector } from '@/store/hooks';
import { selectCountry } from '@/store/preferencesSlice';
import { TextInput } from '@/components/forms/FormField';
import { PhoneField } from '@/components/forms/PhoneField';

/**
 * Contact email and mobile (the searchable country picker of sign-up and contact-us, then the
 * national digits), then the optional company tax block: the fields of `contactFields()`
 * (./contactRules) in any checkout form. The tax number is called what the club's tax invoice
 * calls it (GST number, VAT number or TRN). The country's alpha-2 is kept beside its calling code,
 * so countries that share one (+1, +7, +44) each stay chosen.
 */
export function ContactFields() {
  const t = useTranslations('Checkout');
  const [gst, , gstHelpers] = useField<boolean>('gstNumber');
  const visitorCountry = useAppSelector(selectCountry);
  const club = useClub();

  return (
    <>
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">{t('contact_title')}</legend>
        <p className="checkout-section__text">{t('contact_text')}</p>
        <div className="checkout-grid">
          <TextInput
            name="email"
            label={t('email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            testId="contact-email"
          />
          <PhoneField
            countryName="phoneCountry"
            codeName="phoneCountryCode"
            numberName="phoneNumber"
            label={t('mobile_number')}
            preferred={[visitorCountry, club.defaultCountryCode]}
            testId="contact-phone"
          />
        </div>
      </fieldset>
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">{t('company_title')}</legend>
        <div className="form-check">
          <input
            id="checkout-gst"
            name="gstNumber"
            type="checkbox"
            className="form-check-input"
            checked={gst.value}
            onChange={(event) => void gstHelpers.setValue(event.target.checked)}
            data-testid="gst-toggle"
          />
          <label htmlFor="checkout-gst" className="form-check-label">
            {t(`tax_invoice_${club.taxIdLabel}`)}
          </label>
        </div>
        {gst.value && (
          <div className="checkout-grid mt-2">
            <TextInput
              name="companyName"
              label={t('company_name')}
              autoComplete="organization"
              maxLength={100}
              testId="company-name"
            />
            <TextInput
              name="registrationNo"
              label={t(`tax_id_${club.taxIdLabel}`)}
              dir="ltr"
              maxLength={30}
              testId="company-reg"
            />
          </div>
        )}
      </fieldset>
    </>
  );
}
