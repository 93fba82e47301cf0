'use client';

import { useEffect } from 'react';
import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { digitsOf } from '@/lib/forms/rules';
import { CountryPicker } from './CountryPicker';
import { FieldError, blurIfFilled, useFieldFeedback } from './fieldFeedback';
import { usePhoneCountries } from '@/components/country/usePhoneCountries';
import { phoneCountryOf } from '@/components/country/phoneCountryOf';

/** A national number is at most 15 digits (E.164). */
const NUMBER_MAX = 15;

export interface PhoneFieldProps {
  /** Field holding the alpha-2 of the chosen country. */
  countryName?: string;
  /** Field holding its calling code ('+971'). */
  codeName?: string;
  /** Field holding the national number, digits only. */
  numberName?: string;
  label: string;
  /** Countries to start at when the form holds none (the visitor's, then the club's). */
  preferred?: readonly (string | null | undefined)[];
  testId?: string;
}

/** A mobile number: the country's calling code from a searchable picker, then the national digits. */
export function PhoneField({
  countryName = 'phoneCountry',
  codeName = 'phoneCountryCode',
  numberName = 'phoneNumber',
  label,
  preferred = [],
  testId = 'phone-input',
}: PhoneFieldProps) {
  const t = useTranslations('Auth');
  const [country, , countryHelpers] = useField<string>(countryName);
  const [code, codeMeta, codeHelpers] = useField<string>(codeName);
  const [number, , numberHelpers] = useField<string>(numberName);
  const { errorId, inputId, show, error } = useFieldFeedback(numberName);
  const { countries, status, nameOf, retry } = usePhoneCountries();
  const current = phoneCountryOf(countries, country.value, code.value, preferred);
  // The calling code comes with the country list, which loads after the form: a submit before it
  // arrives (or after it failed) fails on the code, said here rather than nowhere (issue 30).
  const codeError = !show && codeMeta.touched && codeMeta.error ? codeMeta.error : undefined;
  const codeErrorShown = codeError && status === 'loading' ? 'Auth.countries_wait' : codeError;
  const codeInError = Boolean(codeMeta.error);

  // Once the list is in, make sure the form holds a country that exists and its calling code (a
  // code set from elsewhere, such as a profile, picks its country). A code that was missing at a
  // submit is validated as it arrives, so its error goes away without another click.
  useEffect(() => {
    if (!current) return;
    if (current.alpha2 !== country.value) void countryHelpers.setValue(current.alpha2, false);
    if (current.callingCode !== code.value) void codeHelpers.setValue(current.callingCode, codeInError);
  }, [current, country.value, code.value, countryHelpers, codeHelpers, codeInError]);
  const invalid = show || Boolean(codeErrorShown);

  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <div className={`input-group phone-field${invalid ? ' has-validation' : ''}`}>
        <CountryPicker
          countries={countries}
          selected={current?.alpha2 ?? ''}
          nameOf={nameOf}
          onSelect={(picked) => {
            void countryHelpers.setValue(picked.alpha2, false);
            void codeHelpers.setValue(picked.callingCode, true);
          }}
          disabled={status !== 'ready'}
        />
        <input
          id={inputId}
          name={number.name}
          type="tel"
          dir="ltr"
          inputMode="numeric"
          autoComplete="tel-national"
          className={`form-control phone-field__number${invalid ? ' is-invalid' : ''}`}
          placeholder={current?.pattern || undefined}
          maxLength={NUMBER_MAX}
          value={number.value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) =>
            void numberHelpers.setValue(digitsOf(event.target.value).slice(0, NUMBER_MAX), true)
          }
          onBlur={blurIfFilled(number.onBlur)}
          data-testid={testId}
        />
      </div>
      {status === 'loading' && !codeErrorShown && <div className="form-text">{t('countries_loading')}</div>}
      {status === 'failed' && (
        <div className="form-text text-danger" role="alert">
          {t('countries_failed')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {show && <FieldError id={errorId} error={error} />}
      {codeErrorShown && <FieldError id={errorId} error={codeErrorShown} />}
    </div>
  );
}

export default PhoneField;
