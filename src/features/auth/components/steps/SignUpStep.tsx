'use client';

import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { useAppContext } from '@/components/Providers';
import { nationalDigits, SIGNUP_NAME_MAX } from '@/lib/forms/rules';
import { useAppSelector } from '@/store/hooks';
import { selectCountry } from '@/store/preferencesSlice';
import { signUp } from '../../api';
import { locationFields } from '../../location';
import { signUpSchema, type SignUpValues } from '../../validation/schemas';
import { useAuthFlow } from '../AuthFlowContext';
import { EmailField } from '../EmailField';
import { FormAlert, StepHeader, SubmitButton, TextField, useServerError } from '../FormParts';
import { PasswordField } from '../PasswordField';
import { PhoneField } from '../PhoneField';

/** Name, email (prefilled from the welcome step), mobile number and password; 201 goes to the code. */
export function SignUpStep() {
  const t = useTranslations('Auth');
  const { api, club } = useAppContext();
  const flow = useAuthFlow();
  const server = useServerError();
  const country = useAppSelector(selectCountry);

  const initialValues: SignUpValues = {
    fullName: '',
    email: flow.state.email,
    phoneCountry: (country ?? club.defaultCountryCode).toUpperCase(),
    phoneCountryCode: '',
    phoneNumber: '',
    password: '',
  };

  return (
    <div className="auth-step" data-step="SignUp">
      <StepHeader title={t('signup_title')} text={t('signup_text')} />
      <Formik<SignUpValues>
        initialValues={initialValues}
        validationSchema={signUpSchema}
        onSubmit={async (values) => {
          server.clear();
          const email = values.email.trim();
          try {
            const grant = await signUp(
              api,
              {
                fullName: values.fullName.trim().replace(/\s+/g, ' '),
                email,
                phoneCountryCode: values.phoneCountryCode,
                phoneNumber: nationalDigits(values.phoneNumber, values.phoneCountryCode),
                password: values.password,
              },
              await locationFields(),
            );
            flow.send({ type: 'SIGNED_UP', email, token: grant.token });
          } catch (error) {
            server.show(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="auth-step__form">
            <TextField
              name="fullName"
              label={t('full_name_label')}
              placeholder={t('full_name_placeholder')}
              autoComplete="name"
              maxLength={SIGNUP_NAME_MAX}
              testId="full-name-input"
            />
            <EmailField name="email" label={t('email_label')} />
            <PhoneField label={t('mobile_label')} />
            <PasswordField
              name="password"
              label={t('password_label')}
              autoComplete="new-password"
              hint={t('password_hint')}
              testId="signup-password"
            />
            <SubmitButton busy={isSubmitting} testId="signup-submit">
              {t('signup_submit')}
            </SubmitButton>
            <FormAlert message={server.message} />
          </Form>
        )}
      </Formik>
      <p className="auth-step__switch">
        {t('have_account')}{' '}
        <button
          type="button"
          className="btn btn-link auth-step__link"
          onClick={() => flow.send({ type: 'GO_TO_LOGIN' })}
        >
          {t('login_instead')}
        </button>
      </p>
    </div>
  );
}

export default SignUpStep;
