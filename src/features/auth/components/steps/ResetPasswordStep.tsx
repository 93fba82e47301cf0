'use client';

import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { resetPasswordEndpoint } from '../../lazyEndpoints';
import { locationFields } from '@/lib/geo/visitorLocation';
import { useSessionActions } from '../../useSession';
import { resetPasswordSchema, type ResetPasswordValues } from '../../validation/schemas';
import { admittedPath, useAuthFlow } from '../../AuthFlowContext';
import { FormAlert, SubmitButton, useServerError } from '@/components/forms/FormParts';
import { EmailSummary, StepHeader } from '../StepParts';
import { PasswordField } from '@/components/forms/PasswordField';
import { emailRun } from '@/components/text/Ltr';

/** A new password and its confirmation; a successful reset logs the user in. */
export function ResetPasswordStep() {
  const t = useTranslations('Auth');
  const resetPassword = useLazyMutation(resetPasswordEndpoint);
  const flow = useAuthFlow();
  const { completeLogin } = useSessionActions();
  const server = useServerError();
  const { email, resetToken } = flow.state;

  return (
    <div className="auth-step" data-step="ResetPassword">
      <StepHeader title={t('reset_title')} text={t.rich('reset_text', { address: email, email: emailRun })} />
      <EmailSummary email={email} onEdit={() => flow.send({ type: 'EDIT_EMAIL' })} />
      <Formik<ResetPasswordValues>
        initialValues={{ newPassword: '', confirmPassword: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={async (values) => {
          server.clear();
          // Null: no code was checked for this email. '' is a checked code whose club API gave no
          // reset token; the reset then goes with the specification's payload alone.
          if (resetToken === null) {
            flow.send({ type: 'EDIT_EMAIL' });
            return;
          }
          try {
            const grant = await resetPassword({
              body: { email, ...values },
              resetToken,
              location: await locationFields(),
            });
            const goTo = await admittedPath(flow, grant.token);
            await completeLogin(grant.token, { goTo });
            flow.send({ type: 'LOGGED_IN' });
          } catch (error) {
            server.show(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="auth-step__form">
            <PasswordField
              name="newPassword"
              label={t('new_password_label')}
              autoComplete="new-password"
              hint={t('password_hint')}
              testId="new-password"
            />
            <PasswordField
              name="confirmPassword"
              label={t('confirm_password_label')}
              autoComplete="new-password"
              testId="confirm-password"
            />
            <SubmitButton busy={isSubmitting} testId="reset-submit">
              {t('reset_submit')}
            </SubmitButton>
            <FormAlert message={server.message} />
          </Form>
        )}
      </Formik>
    </div>
  );
}

export default ResetPasswordStep;
