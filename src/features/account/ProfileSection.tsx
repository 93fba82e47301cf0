'use client';

import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { toastSuccess } from '@/components/feedback/toast';
import { DateField } from '@/components/forms/DateField';
import { TextInput } from '@/components/forms/FormField';
import { PhoneField } from '@/components/forms/PhoneField';
import { usePhoneCountries } from '@/components/country/usePhoneCountries';
import { Ltr } from '@/components/text/Ltr';
import type { PhoneCountry } from '@/lib/geo/phoneCountries';
import { ADDRESS_MAX } from '@/lib/forms/rules';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCountry } from '@/store/preferencesSlice';
import { userUpdated } from '@/store/sessionSlice';
import { useUpdateProfileMutation, type AccountProfile } from './api';
import { useFailureText } from './failureText';
import { profileSchema, profileUpdateOf, type ProfileValues } from './schemas';
import { todayIso } from './today';

/**
 * The country the mobile number's calling code belongs to: the profile's own country or the
 * visitor's when they share the code (+1, +7 are shared), else the first with that code.
 */
function phoneCountryFor(
  countries: readonly PhoneCountry[],
  code: string | null,
  preferred: readonly (string | null)[],
): string {
  if (!code) return preferred.map((p) => countries.find((c) => c.alpha2 === p)).find(Boolean)?.alpha2 ?? '';
  const sharing = countries.filter((c) => c.callingCode === code);
  return (sharing.find((c) => preferred.includes(c.alpha2)) ?? sharing[0])?.alpha2 ?? '';
}

/** Full name, mobile number, address and date of birth; the e-mail is shown, not edited. */
export function ProfileSection({ profile }: { profile: AccountProfile }) {
  const t = useTranslations('Account');
  const [updateProfile] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const failureText = useFailureText();
  const visitorCountry = useAppSelector(selectCountry);
  const { countries, status } = usePhoneCountries();
  const [today] = useState(todayIso);
  const schema = useMemo(() => profileSchema(today), [today]);
  const [failure, setFailure] = useState<string | null>(null);

  // The form starts once the country list is in, so the picker opens on the profile's own code.
  if (status === 'loading') {
    return (
      <p className="account-page__status" role="status">
        {t('loading')}
      </p>
    );
  }

  const initialValues: ProfileValues = {
    fullName: profile.fullName,
    phoneCountry: phoneCountryFor(countries, profile.phoneCountryCode, [profile.country, visitorCountry]),
    phoneCountryCode: profile.phoneCountryCode ?? '',
    mobileNumber: profile.mobileNumber?.replace(/\D/g, '').slice(0, 15) ?? '',
    address: profile.address ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
  };

  return (
    <Formik<ProfileValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          const saved = await updateProfile({ userId: profile.id, body: profileUpdateOf(values) }).unwrap();
          dispatch(userUpdated({ firstName: saved.firstName, lastName: saved.lastName }));
          helpers.resetForm({ values: { ...values, fullName: saved.fullName } });
          void toastSuccess(t('profile_saved'));
        } catch (error) {
          setFailure(failureText(error));
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form
          className="account-form"
          noValidate
          aria-describedby={failure ? 'account-profile-failure' : undefined}
        >
          <div className="account-field account-field--readonly">
            <span className="form-label" id="account-email-label">
              {t('email')}
            </span>
            <p className="account-field__value" aria-labelledby="account-email-label">
              <Ltr>{profile.email}</Ltr>
            </p>
          </div>
          <div className="checkout-grid">
            <TextInput
              name="fullName"
              label={t('full_name')}
              autoComplete="name"
              maxLength={50}
              testId="account-full-name"
            />
            <PhoneField label={t('mobile_number')} numberName="mobileNumber" />
            <TextInput
              name="address"
              label={t('address')}
              autoComplete="street-address"
              maxLength={ADDRESS_MAX}
              hint={t('address_hint', { count: ADDRESS_MAX - values.address.length })}
              testId="account-address"
            />
            <DateField
              name="dateOfBirth"
              label={t('date_of_birth')}
              autoComplete="bday"
              testId="account-dob"
            />
          </div>
          <div className="account-form__actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {isSubmitting ? t('saving') : t('save_profile')}
            </button>
          </div>
          <div id="account-profile-failure" className="account-form__failure" role="alert">
            {failure}
          </div>
        </Form>
      )}
    </Formik>
  );
}
