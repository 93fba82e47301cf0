'use client';

import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApi } from '@/components/Providers';
import { verifyEmail } from '../../api';
import { locationFields } from '../../location';
import { OTP_TYPE } from '../../stepMachine';
import { resetEmailSchema } from '../../validation/schemas';
import { useAuthFlow } from '../AuthFlowContext';
import { EmailField } from '../EmailField';
import { FormAlert, StepHeader, SubmitButton, useServerError } from '../FormParts';

/** Confirm the registered email to get a reset code, or go back to login. */
export function ResetPasswordEmailStep() {
  const t = useTranslations('Auth');
  const api = useApi();
  const flow = useAuthFlow();
  const server = useServerError();

  return (
    <div className="auth-step" data-step="ResetPasswordEmail">
      <StepHeader title={t('reset_email_title')} text={t('reset_email_text')} />
      <Formik
        initialValues={{ email: flow.state.email }}
        validationSchema={resetEmailSchema}
        onSubmit={async (values) => {
          server.clear();
          const email = values.email.trim();
          try {
            await verifyEmail(
              api,
              { email, otpType: OTP_TYPE.FORGOT_PASSWORD, sendOtp: true },
              await locationFields(),
            );
            flow.send({ type: 'RESET_CODE_SENT', email });
          } catch (error) {
            server.show(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="auth-step__form">
            <EmailField name="email" label={t('email_label')} />
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
