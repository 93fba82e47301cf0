'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { DateField } from '@/components/forms/DateField';
import { SelectInput, TextInput } from '@/components/forms/FormField';
import type { SavedTraveller, SavedTravellerBody } from '@/features/travellers/savedTravellersApi';
import { useFailureText } from './failureText';
import { savedTravellerSchema, type TravellerValues } from './schemas';
import { todayIso } from './today';

const EMPTY: TravellerValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  passportNumber: '',
  expiryDate: '',
};

function bodyOf(values: TravellerValues): SavedTravellerBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth,
    gender: values.gender === 'M' ? 'M' : 'F',
    passportNumber: values.passportNumber.trim().toUpperCase(),
    expiryDate: values.expiryDate,
  };
}

/** Adds or edits one saved traveller with the checkout's fields and rules. */
export function TravellerForm({
  traveller,
  onSubmit,
  onCancel,
}: {
  traveller: SavedTraveller | null;
  onSubmit: (body: SavedTravellerBody) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('Account');
  const tc = useTranslations('Checkout');
  const failureText = useFailureText();
  const [today] = useState(todayIso);
  const schema = useMemo(() => savedTravellerSchema(today), [today]);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = traveller
    ? t('traveller_edit_title', { name: `${traveller.firstName} ${traveller.lastName}` })
    : t('traveller_add_title');

  useEffect(() => headingRef.current?.focus(), []);

  const initialValues: TravellerValues = traveller
    ? {
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        dateOfBirth: traveller.dateOfBirth,
        gender: traveller.gender,
        passportNumber: traveller.passportNumber,
        expiryDate: traveller.expiryDate,
      }
    : EMPTY;

  return (
    <Formik<TravellerValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onSubmit(bodyOf(values));
        } catch (error) {
          setFailure(failureText(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="account-traveller-form" noValidate aria-labelledby="account-traveller-form-title">
          <h3
            className="account-traveller-form__title"
            id="account-traveller-form-title"
            tabIndex={-1}
            ref={headingRef}
          >
            {title}
          </h3>
          <div className="checkout-grid">
            <TextInput
              name="firstName"
              label={tc('first_name')}
              autoComplete="off"
              maxLength={50}
              testId="traveller-first"
            />
            <TextInput
              name="lastName"
              label={tc('last_name')}
              autoComplete="off"
              maxLength={50}
              testId="traveller-last"
            />
            <DateField name="dateOfBirth" label={tc('date_of_birth')} testId="traveller-dob" />
            <SelectInput
              name="gender"
              label={tc('gender')}
              placeholder={tc('choose_gender')}
              options={[
                { value: 'M', label: tc('gender_M') },
                { value: 'F', label: tc('gender_F') },
              ]}
              testId="traveller-gender"
            />
            <TextInput
              name="passportNumber"
              label={tc('passport_number')}
              dir="ltr"
              maxLength={9}
              autoComplete="off"
              format={(value) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}
              testId="traveller-passport"
            />
            <DateField name="expiryDate" label={tc('passport_expiry')} testId="traveller-expiry" />
          </div>
          <div className="account-form__actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {isSubmitting ? t('saving') : t('traveller_save')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={onCancel}
              disabled={isSubmitting}
            >
              {t('cancel')}
            </button>
          </div>
          <div className="account-form__failure" role="alert">
            {failure}
          </div>
        </Form>
      )}
    </Formik>
  );
}
