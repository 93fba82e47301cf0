'use client';

import {
  Form,
  Formik,
  useFormikContext,
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
} from 'formik';
import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { locationFields } from '@/lib/geo/visitorLocation';
import { SIGNUP_NAME_MAX } from '@/lib/forms/rules';
import { OTP_TYPE } from '@/features/auth/stepMachine';
import { Captcha } from '@/components/forms/Captcha';
import { EmailField } from '@/components/forms/EmailField';
import { FormAlert, TextField, useServerError } from '@/components/forms/FormParts';
import { PasswordField } from '@/components/forms/PasswordField';
import { PhoneField } from '@/components/forms/PhoneField';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useLazyMutation } from '@/store/lazyEndpoints';
import type { AgentApplication } from './api';
import { draftSaved, type AgentSignupDraft } from './draftSlice';
import { DraftSync, StepButtons } from './FormBits';
import { checkEmailEndpoint, startApplicationEndpoint } from './lazyEndpoints';
import type { PersonFormValues } from './rules';

/**
 * Formik's validation with the step's yup schema, as `validationSchema` runs it, but with yup (and
 * the schemas, about 12 kB gzip) loaded by the first validation rather than with the page: nothing
 * is validated before the applicant types, and Formik validates asynchronously either way.
 */
async function validatePerson(values: PersonFormValues): Promise<FormikErrors<PersonFormValues>> {
  const { personFormSchema } = await import('./rules');
  try {
    await validateYupSchema(values, personFormSchema);
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}

/** The secondary phone goes to the API only when a number was typed (both or neither). */
export function secondaryPhoneOf(values: {
  secondaryPhoneCountryCode: string;
  secondaryPhoneNumber: string;
}): { secondaryPhoneCountryCode?: string; secondaryPhoneNumber?: string } {
  return values.secondaryPhoneNumber
    ? {
        secondaryPhoneCountryCode: values.secondaryPhoneCountryCode,
        secondaryPhoneNumber: values.secondaryPhoneNumber,
      }
    : {};
}

/** The form's values from the draft: never a password, never a solved captcha. */
function valuesOfDraft(draft: AgentSignupDraft, defaultCountry: string): PersonFormValues {
  const country = draft.phoneCountry || defaultCountry;
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phoneCountry: country,
    phoneCountryCode: draft.phoneCountryCode,
    phoneNumber: draft.phoneNumber,
    secondaryPhoneCountry: draft.secondaryPhoneCountry || country,
    secondaryPhoneCountryCode: draft.secondaryPhoneCountryCode,
    secondaryPhoneNumber: draft.secondaryPhoneNumber,
    password: '',
    confirmPassword: '',
    captcha: null,
  };
}

/** The fields an applicant types (the country pickers fill their calling codes themselves). */
const TYPED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'secondaryPhoneNumber',
  'password',
  'confirmPassword',
] as const;

/**
 * When the stored draft comes back after the form showed (a guest's form is in the server's
 * HTML): its fields fill the form if nothing was typed yet; what the applicant already typed is
 * kept instead, and becomes the draft.
 */
function DraftRestore({ restored }: { restored: PersonFormValues }) {
  const { initialValues, values, touched, resetForm } = useFormikContext<PersonFormValues>();
  const dispatch = useAppDispatch();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const typed =
      Object.keys(touched).length > 0 || TYPED_FIELDS.some((field) => values[field] !== initialValues[field]);
    const fromDraft = [...TYPED_FIELDS, 'phoneCountry', 'secondaryPhoneCountry'] as const;
    if (typed) dispatch(draftSaved({ ...values }));
    else if (fromDraft.some((field) => restored[field] !== initialValues[field]))
      resetForm({ values: restored });
  }, [initialValues, values, touched, restored, resetForm, dispatch]);
  return null;
}

/**
 * Step 1: the applicant. The captcha gives the flow ticket for the e-mail (an e-mail with an
 * account is told to sign in instead); the API then creates the account and mails a code.
 * `draftRestored` false: the form shows before the stored draft is back (see DraftRestore).
 */
export function PersonForm({
  draft,
  draftRestored = true,
  onCreated,
}: {
  draft: AgentSignupDraft;
  draftRestored?: boolean;
  onCreated: (created: { token: string; email: string; application: AgentApplication }) => Promise<void>;
}) {
  const t = useTranslations('AgentSignup');
  const tAuth = useTranslations('Auth');
  const club = useClub();
  const checkEmail = useLazyMutation(checkEmailEndpoint);
  const startApplication = useLazyMutation(startApplicationEndpoint);
  const server = useServerError();
  const [captchaRound, setCaptchaRound] = useState(0);
  const defaultCountry = club.defaultCountryCode.toUpperCase();
  // Read once: later changes of the draft are this form's own (DraftSync).
  const [initialValues] = useState(() => valuesOfDraft(draft, defaultCountry));
  // Whether the draft was back when the form first showed; if not, it is restored when it is.
  const [restoreLater] = useState(!draftRestored);

  return (
    <Formik<PersonFormValues>
      initialValues={initialValues}
      validate={validatePerson}
      onSubmit={async (values, helpers) => {
        server.clear();
        const email = values.email.trim().toLowerCase();
        try {
          const location = await locationFields();
          const check = await checkEmail({
            body: { email, otpType: OTP_TYPE.SIGNUP, captcha: values.captcha ?? undefined },
            location,
          });
          if (check.registered) {
            server.showText(t('email_registered'));
            await helpers.setFieldValue('captcha', null, false);
            setCaptchaRound((n) => n + 1);
            return;
          }
          const created = await startApplication({
            body: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email,
              phoneCountryCode: values.phoneCountryCode,
              phoneNumber: values.phoneNumber,
              ...secondaryPhoneOf(values),
              password: values.password,
              confirmPassword: values.confirmPassword,
              ticket: check.ticket,
            },
            location,
          });
          await onCreated({
            token: created.token,
            email,
            application: created.application,
          });
        } catch (error) {
          server.show(error);
          await helpers.setFieldValue('captcha', null, false);
          setCaptchaRound((n) => n + 1);
        }
      }}
    >
      {({ isSubmitting, setFieldValue, errors, submitCount, values }) => (
        <Form noValidate className="agent-apply__form">
          <DraftSync />
          {restoreLater && draftRestored && <DraftRestore restored={valuesOfDraft(draft, defaultCountry)} />}
          <div className="agent-apply__row">
            <TextField
              name="firstName"
              label={t('first_name')}
              autoComplete="given-name"
              maxLength={SIGNUP_NAME_MAX}
            />
            <TextField
              name="lastName"
              label={t('last_name')}
              autoComplete="family-name"
              maxLength={SIGNUP_NAME_MAX}
            />
          </div>
          <EmailField name="email" label={t('email')} />
          <PhoneField label={t('primary_phone')} />
          <PhoneField
            label={t('secondary_phone')}
            countryName="secondaryPhoneCountry"
            codeName="secondaryPhoneCountryCode"
            numberName="secondaryPhoneNumber"
          />
          <PasswordField
            name="password"
            label={t('password')}
            autoComplete="new-password"
            hint={tAuth('password_hint')}
          />
          <PasswordField name="confirmPassword" label={t('confirm_password')} autoComplete="new-password" />
          <Captcha
            key={captchaRound}
            onChange={(answer) => void setFieldValue('captcha', answer, submitCount > 0)}
            error={submitCount > 0 ? errors.captcha : undefined}
            email={values.email}
          />
          <StepButtons busy={isSubmitting} />
          <FormAlert message={server.message} />
        </Form>
      )}
    </Formik>
  );
}
