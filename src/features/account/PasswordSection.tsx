'use client';

import { knownFieldError } from '@/lib/api/errors';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { toastSuccess } from '@/components/feedback/toast';
import { PasswordField } from '@/components/forms/PasswordField';
import { useChangePasswordMutation } from './api';
import { useFailureText } from './failureText';
import { passwordSchema, type PasswordValues } from './schemas';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password and its confirmation; other devices are signed out by the API. */
export function PasswordSection() {
  const t = useTranslations('Account');
  const tv = useTranslations('Validation');
  const [changePassword] = useChangePasswordMutation();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <section className="account-section" id="account-password" aria-labelledby="account-password-title">
      <h2 className="account-section__title" id="account-password-title">
        {t('password_title')}
      </h2>
      <p className="account-section__text">{t('password_text')}</p>
      <Formik<PasswordValues>
        initialValues={EMPTY}
        validationSchema={passwordSchema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            await changePassword(values).unwrap();
            helpers.resetForm({ values: EMPTY });
            void toastSuccess(t('password_changed'));
          } catch (error) {
            // A wrong current password belongs to its field (translated); the next attempt's
            // validation clears it.
            const known = knownFieldError(error);
            if (known?.field === 'currentPassword') {
              helpers.setFieldTouched('currentPassword', true, false);
              helpers.setFieldError('currentPassword', `Errors.${known.key}`);
            } else setFailure(failureText(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="account-form account-form--narrow" noValidate>
            <PasswordField
              name="currentPassword"
              label={t('current_password')}
              autoComplete="current-password"
              testId="account-current-password"
            />
            <PasswordField
              name="newPassword"
              label={t('new_password')}
              autoComplete="new-password"
              hint={tv('password_must_be_validation')}
              testId="account-new-password"
            />
            <PasswordField
              name="confirmPassword"
              label={t('confirm_password')}
              autoComplete="new-password"
              testId="account-confirm-password"
            />
            <div className="account-form__actions">
              <button
                type="submit"
                className="btn btn-primary"
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
              >
                {isSubmitting ? t('saving') : t('change_password')}
              </button>
            </div>
            <div className="account-form__failure" role="alert">
              {failure}
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
