'use client';

import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { useLazyMutation } from '@/store/lazyEndpoints';
import type { CaptchaAnswer } from '../../api';
import { sendCodeEndpoint } from '../../lazyEndpoints';
import { locationFields } from '@/lib/geo/visitorLocation';
import { OTP_TYPE } from '../../stepMachine';
import { resetEmailWithTicketSchema } from '../../validation/schemas';
import { useAuthFlow } from '../../AuthFlowContext';
import { Captcha } from '@/components/forms/Captcha';
import { EmailField } from '@/components/forms/EmailField';
import { FormAlert, SubmitButton, useServerError } from '@/components/forms/FormParts';
import { StepHeader } from '../StepParts';
import { useFlowTicket } from '../useFlowTicket';

interface ResetEmailValues {
  email: string;
  captcha: CaptchaAnswer | null;
}

/**
 * Confirm the registered email to get a reset code, or go back to login. Coming from the password
 * step the journey holds the email's ticket; a new email (or the /forgot-password page) asks for
 * the captcha first.
 */
export function ResetPasswordEmailStep() {
  const t = useTranslations('Auth');
  const sendCode = useLazyMutation(sendCodeEndpoint);
  const flow = useAuthFlow();
  const server = useServerError();
  const tickets = useFlowTicket();
  const initialValues: ResetEmailValues = { email: flow.state.email, captcha: null };

  return (
    <div className="auth-step" data-step="ResetPasswordEmail">
      <StepHeader title={t('reset_email_title')} text={t('reset_email_text')} />
      <Formik<ResetEmailValues>
        initialValues={initialValues}
        validationSchema={resetEmailWithTicketSchema(tickets.hasTicket)}
        onSubmit={async (values, helpers) => {
          server.clear();
          const email = values.email.trim();
          try {
            const { ticket, registered } = await tickets.ensure(
              email,
              OTP_TYPE.FORGOT_PASSWORD,
              values.captcha,
            );
            if (registered === false) {
              server.showText(t('email_not_registered'));
              return;
            }
            await sendCode({
              body: { email, otpType: OTP_TYPE.FORGOT_PASSWORD, ticket },
              location: await locationFields(),
            });
            flow.send({ type: 'RESET_CODE_SENT', email });
          } catch (error) {
            server.show(error);
            await helpers.setFieldValue('captcha', null, false);
            tickets.renewCaptcha();
          }
        }}
      >
        {({ isSubmitting, setFieldValue, errors, submitCount, values }) => (
          <Form noValidate className="auth-step__form">
            <EmailField name="email" label={t('email_label')} />
            {!tickets.hasTicket(values.email) && (
              <Captcha
                key={tickets.captchaRound}
                onChange={(answer) => void setFieldValue('captcha', answer, submitCount > 0)}
                error={submitCount > 0 ? errors.captcha : undefined}
                email={values.email}
              />
            )}
            <SubmitButton busy={isSubmitting} testId="reset-send-code">
              {t('send_code')}
            </SubmitButton>
            <FormAlert message={server.message} />
          </Form>
        )}
      </Formik>
      <p className="auth-step__switch">
        <button type="button" className="btn btn-link auth-step__link" onClick={flow.backToLogin}>
          {t('back_to_login')}
        </button>
      </p>
    </div>
  );
}

export default ResetPasswordEmailStep;
