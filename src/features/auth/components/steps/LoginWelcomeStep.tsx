'use client';

import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { checkEmailEndpoint } from '../../lazyEndpoints';
import { locationFields } from '@/lib/geo/visitorLocation';
import { OTP_TYPE } from '../../stepMachine';
import { welcomeSchema, type WelcomeValues } from '../../validation/schemas';
import { useAuthFlow } from '../../AuthFlowContext';
import { Captcha } from '@/components/forms/Captcha';
import { EmailField } from '@/components/forms/EmailField';
import { FormAlert, SubmitButton, useServerError } from '@/components/forms/FormParts';
import { StepHeader } from '../StepParts';
import { configuredProviders, SocialButtons } from '../SocialButtons';

/** Enter an email and solve the captcha: a known email goes on to the password, 406 to sign-up. */
export function LoginWelcomeStep() {
  const t = useTranslations('Auth');
  const club = useClub();
  const checkEmail = useLazyMutation(checkEmailEndpoint);
  const flow = useAuthFlow();
  const server = useServerError();
  // A captcha answer is single-use: a new widget (new challenge) after every failed submit.
  const [captchaRound, setCaptchaRound] = useState(0);
  const initialValues: WelcomeValues = { email: flow.state.email, captcha: null };
  const socialProviders = configuredProviders(club.socialLogin);
  // Where no account can be created here (the agent sign-in page), the step never says "or sign up":
  // the page's own heading says it all, else a plain "Log in".
  const title =
    flow.offersSignUp === false ? (flow.pageTitle ?? t('welcome_title_login')) : t('welcome_title');

  return (
    <div className="auth-step" data-step="LoginWelcome">
      <StepHeader title={title} text={t('welcome_text')} />
      <Formik<WelcomeValues>
        initialValues={initialValues}
        validationSchema={welcomeSchema}
        onSubmit={async (values, helpers) => {
          server.clear();
          const email = values.email.trim();
          try {
            const result = await checkEmail({
              body: { email, otpType: OTP_TYPE.LOGIN, captcha: values.captcha ?? undefined },
              location: await locationFields(),
            });
            if (!result.registered) {
              flow.send({ type: 'EMAIL_UNKNOWN', email, ticket: result.ticket });
              return;
            }
            flow.send({
              type: 'EMAIL_KNOWN',
              email: result.email || email,
              isEmailVerified: result.isEmailVerified,
              ticket: result.ticket,
            });
          } catch (error) {
            server.show(error);
            await helpers.setFieldValue('captcha', null, false);
            setCaptchaRound((n) => n + 1);
          }
        }}
      >
        {({ isSubmitting, setFieldValue, errors, submitCount, values }) => (
          <Form noValidate className="auth-step__form">
            <EmailField name="email" label={t('email_label')} />
            <Captcha
              key={captchaRound}
              onChange={(answer) => void setFieldValue('captcha', answer, submitCount > 0)}
              error={submitCount > 0 ? errors.captcha : undefined}
              email={values.email}
            />
            <SubmitButton busy={isSubmitting} testId="welcome-continue">
              {t('continue')}
            </SubmitButton>
            <FormAlert message={server.message} />
            {flow.offersSignUp !== false && (
              <p className="auth-step__switch">
                {t('no_account', { club: club.name })}{' '}
                <button
                  type="button"
                  className="btn btn-link auth-step__link"
                  onClick={() => flow.send({ type: 'GO_TO_SIGNUP', email: values.email.trim() })}
                >
                  {t('create_account')}
                </button>
              </p>
            )}
          </Form>
        )}
      </Formik>
      {socialProviders.length > 0 && (
        <>
          <div className="auth-step__divider">
            <span>{t('or')}</span>
          </div>
          <SocialButtons providers={socialProviders} />
        </>
      )}
    </div>
  );
}

export default LoginWelcomeStep;
