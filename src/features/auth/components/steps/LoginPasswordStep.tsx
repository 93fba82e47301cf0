'use client';

import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { toApiError } from '@/lib/api/errors';
import { CAPTCHA_REQUIRED_STATUS, type CaptchaAnswer } from '../../api';
import { passwordLoginEndpoint, sendCodeEndpoint } from '../../lazyEndpoints';
import { ticketFor } from '../../authFlowState';
import { locationFields } from '@/lib/geo/visitorLocation';
import { restorePreferences, snapshotPreferences } from '../../session';
import { OTP_TYPE } from '../../stepMachine';
import { useSessionActions } from '../../useSession';
import { passwordLoginSchema, passwordWithCaptchaSchema } from '../../validation/schemas';
import { admittedPath, useAuthFlow } from '../../AuthFlowContext';
import { Captcha } from '@/components/forms/Captcha';
import { FormAlert, SubmitButton, useServerError } from '@/components/forms/FormParts';
import { EmailSummary, StepHeader } from '../StepParts';
import { PasswordField } from '@/components/forms/PasswordField';

interface PasswordValues {
  password: string;
  captcha: CaptchaAnswer | null;
}

/**
 * The password of a known email; or a one-time code instead; or the way to reset a forgotten one.
 * After too many wrong passwords for the email the API asks (428) for a captcha with the password:
 * the step then shows one, so the owner can always log in.
 */
export function LoginPasswordStep() {
  const t = useTranslations('Auth');
  const sendCode = useLazyMutation(sendCodeEndpoint);
  const loginWithPassword = useLazyMutation(passwordLoginEndpoint);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const flow = useAuthFlow();
  const { completeLogin } = useSessionActions();
  const server = useServerError();
  const [sendingCode, setSendingCode] = useState(false);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  // A captcha answer is single-use: a new widget after every failed submit.
  const [captchaRound, setCaptchaRound] = useState(0);
  const { email } = flow.state;

  const sendLoginCode = async () => {
    server.clear();
    setSendingCode(true);
    try {
      await sendCode({
        body: { email, otpType: OTP_TYPE.LOGIN, ticket: ticketFor(flow.state, email) },
        location: await locationFields(),
      });
      flow.send({ type: 'LOGIN_CODE_SENT' });
    } catch (error) {
      server.show(error);
      setSendingCode(false);
    }
  };

  return (
    <div className="auth-step" data-step="LoginPassword">
      <StepHeader title={t('password_title')} />
      <EmailSummary email={email} onEdit={() => flow.send({ type: 'EDIT_EMAIL' })} />
      <Formik<PasswordValues>
        initialValues={{ password: '', captcha: null }}
        validationSchema={needsCaptcha ? passwordWithCaptchaSchema : passwordLoginSchema}
        onSubmit={async (values, helpers) => {
          server.clear();
          const before = snapshotPreferences(store.getState());
          try {
            const result = await loginWithPassword({
              body: { email, password: values.password, captcha: values.captcha ?? undefined },
              location: await locationFields(),
            });
            if (!result.isEmailVerified) {
              // The server mailed a sign-up code: verify now, or later with this session.
              flow.send({ type: 'LOGIN_NEEDS_VERIFICATION', token: result.token });
              return;
            }
            const goTo = await admittedPath(flow, result.token);
            await completeLogin(result.token, { reloadOnCheckout: true, goTo });
            flow.send({ type: 'LOGGED_IN' });
          } catch (error) {
            restorePreferences(dispatch, before);
            helpers.resetForm({ values: { password: '', captcha: null } });
            if (toApiError(error).status === CAPTCHA_REQUIRED_STATUS) setNeedsCaptcha(true);
            setCaptchaRound((n) => n + 1);
            server.show(error);
          }
        }}
      >
        {({ isSubmitting, setFieldValue, errors, submitCount }) => (
          <Form noValidate className="auth-step__form">
            <PasswordField
              name="password"
              label={t('password_label')}
              placeholder={t('password_placeholder')}
              autoComplete="current-password"
              testId="password-input"
            />
            {needsCaptcha && (
              <Captcha
                key={captchaRound}
                onChange={(answer) => void setFieldValue('captcha', answer, submitCount > 0)}
                error={submitCount > 0 ? errors.captcha : undefined}
                email={email}
              />
            )}
            <div className="auth-step__row-end">
              <button
                type="button"
                className="btn btn-link auth-step__link"
                onClick={() => flow.send({ type: 'FORGOT_PASSWORD' })}
                data-testid="forgot-password"
              >
                {t('forgot_password')}
              </button>
            </div>
            <SubmitButton busy={isSubmitting} testId="password-login">
              {t('login')}
            </SubmitButton>
            <FormAlert message={server.message} />
          </Form>
        )}
      </Formik>
      <div className="auth-step__divider">
        <span>{t('or')}</span>
      </div>
      <button
        type="button"
        className="btn btn-outline-primary w-100"
        onClick={() => void sendLoginCode()}
        disabled={sendingCode}
        data-testid="login-with-code"
      >
        {sendingCode && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('login_with_code')}
      </button>
    </div>
  );
}

export default LoginPasswordStep;
