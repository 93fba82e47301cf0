'use client';

import { useEffect, useMemo } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { usePhoneCountries } from '@/components/country/usePhoneCountries';
import { useAppSelector } from '@/store/hooks';
import { selectCountry } from '@/store/preferencesSlice';
import { SelectInput, TextInput } from '@/components/forms/FormField';

/**
 * Contact email and mobile (calling code + national digits), then the optional company tax block:
 * the fields of `contactFields()` (./contactRules) in any checkout form.
 */
export function ContactFields() {
  const t = useTranslations('Checkout');
  const { countries, nameOf } = usePhoneCountries();
  const [gst, , gstHelpers] = useField<boolean>('gstNumber');
  const [code, , codeHelpers] = useField<string>('phoneCountryCode');
  const visitorCountry = useAppSelector(selectCountry);
  const club = useClub();

  // A new booking's calling code is the visitor's country's (the header's), else the club's.
  useEffect(() => {
    if (code.value || countries.length === 0) return;
    const preferred = [visitorCountry, club.defaultCountryCode]
      .map((alpha2) => countries.find((country) => country.alpha2 === alpha2?.toUpperCase()))
      .find(Boolean);
    const first = preferred ?? countries[0];
    if (first) void codeHelpers.setValue(first.callingCode, false);
  }, [code.value, countries, visitorCountry, club.defaultCountryCode, codeHelpers]);

  const codes = useMemo(() => {
    const seen = new Map<string, string>();
    for (const country of countries) {
      if (!seen.has(country.callingCode))
        seen.set(country.callingCode, `${nameOf(country)} (${country.callingCode})`);
    }
    if (code.value && !seen.has(code.value)) seen.set(code.value, code.value);
    return [...seen.entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [countries, nameOf, code.value]);

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
          <div className="checkout-phone">
            <SelectInput
              name="phoneCountryCode"
              label={t('country_code')}
              options={codes}
              autoComplete="tel-country-code"
              testId="contact-code"
            />
            <TextInput
              name="phoneNumber"
              label={t('mobile_number')}
              type="tel"
              dir="ltr"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              format={(value) => value.replace(/\D/g, '').slice(0, 15)}
              testId="contact-phone"
            />
          </div>
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
            {t('gst_number')}
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
              label={t('registration_no')}
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
