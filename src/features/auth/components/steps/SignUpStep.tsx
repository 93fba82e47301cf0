'use client';

import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { nationalDigits, SIGNUP_NAME_MAX } from '@/lib/forms/rules';
import { useAppSelector } from '@/store/hooks';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { selectCountry } from '@/store/preferencesSlice';
import { signUpEndpoint } from '../../lazyEndpoints';
import { locationFields } from '@/lib/geo/visitorLocation';
import { OTP_TYPE } from '../../stepMachine';
import { signUpWithTicketSchema, type SignUpValues } from '../../validation/schemas';
import { useAuthFlow } from '../../AuthFlowContext';
import { Captcha } from '@/components/forms/Captcha';
import { EmailField } from '@/components/forms/EmailField';
import { FormAlert, SubmitButton, TextField, useServerError } from '@/components/forms/FormParts';
import { StepHeader } from '../StepParts';
import { PasswordField } from '@/components/forms/PasswordField';
import { PhoneField } from '@/components/forms/PhoneField';
import { useFlowTicket } from '../useFlowTicket';

/**
 * Name, email (prefilled from the welcome step), mobile number and password; 201 goes to the code.
 * The welcome step's ticket covers its email; another email (or "create account" straight from the
 * welcome step) asks for the captcha here.
 */
export function SignUpStep() {
  const t = useTranslations('Auth');
  const club = useClub();
  const signUp = useLazyMutation(signUpEndpoint);
  const flow = useAuthFlow();
  const server = useServerError();
  const country = useAppSelector(selectCountry);
  const tickets = useFlowTicket();

  const initialValues: SignUpValues = {
    fullName: '',
    email: flow.state.email,
    phoneCountry: (country ?? club.defaultCountryCode).toUpperCase(),
    phoneCountryCode: '',
    phoneNumber: '',
    password: '',
    captcha: null,
  };

  return (
    <div className="auth-step" data-step="SignUp">
      <StepHeader title={t('signup_title')} text={t('signup_text')} />
      <Formik<SignUpValues>
        initialValues={initialValues}
        validationSchema={signUpWithTicketSchema(tickets.hasTicket)}
        onSubmit={async (values, helpers) => {
          server.clear();
          const email = values.email.trim();
          try {
            const { ticket, registered } = await tickets.ensure(email, OTP_TYPE.SIGNUP, values.captcha);
            if (registered) {
              server.showText(t('email_already_registered'));
              return;
            }
            const grant = await signUp({
              body: {
                fullName: values.fullName.trim().replace(/\s+/g, ' '),
                email,
                phoneCountryCode: values.phoneCountryCode,
                phoneNumber: nationalDigits(values.phoneNumber, values.phoneCountryCode),
                password: values.password,
                ticket,
              },
              location: await locationFields(),
            });
            flow.send({ type: 'SIGNED_UP', email, token: grant.token });
          } catch (error) {
            server.show(error);
            await helpers.setFieldValue('captcha', null, false);
            tickets.renewCaptcha();
          }
        }}
      >
        {({ isSubmitting, setFieldValue, errors, submitCount, values }) => (
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
            {!tickets.hasTicket(values.email) && (
              <Captcha
                key={tickets.captchaRound}
                onChange={(answer) => void setFieldValue('captcha', answer, submitCount > 0)}
                error={submitCount > 0 ? errors.captcha : undefined}
                email={values.email}
              />
            )}
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
