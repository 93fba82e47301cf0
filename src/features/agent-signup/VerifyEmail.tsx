'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { locationFields } from '@/lib/geo/visitorLocation';
import { emailRun } from '@/components/text/Ltr';
import { OTP_PATTERN } from '@/lib/forms/rules';
import { FieldError } from '@/components/forms/fieldFeedback';
import { OTP_TYPE } from '@/features/auth/stepMachine';
import { FormAlert, useServerError } from '@/components/forms/FormParts';
import { OtpInput } from '@/components/forms/OtpInput';
import { ResendCountdown } from '@/components/forms/ResendCountdown';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { resendCodeEndpoint, verifyCodeEndpoint } from './lazyEndpoints';

/**
 * The e-mail's one-time code, before anything else is asked (submitting needs a verified e-mail).
 * The verified answer's token replaces the applicant's session token. "Resend code" waits out the
 * countdown (started when the step shows, also after a reload) and asks with the applicant's
 * session, so it works without the first step's flow ticket; the server keeps its own cooldown.
 */
export function VerifyEmail({
  email,
  onVerified,
}: {
  email: string;
  onVerified: (token: string) => Promise<void>;
}) {
  const tAuth = useTranslations('Auth');
  const verifyCode = useLazyMutation(verifyCodeEndpoint);
  const resendCode = useLazyMutation(resendCodeEndpoint);
  const server = useServerError();
  const id = useId();
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [focusKey, setFocusKey] = useState(0);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  const submit = async (code: string) => {
    if (busy) return;
    if (!OTP_PATTERN.test(code)) {
      setFieldError('enter_valid_otp');
      return;
    }
    setFieldError(undefined);
    server.clear();
    setNotice('');
    setBusy(true);
    try {
      const grant = await verifyCode({
        body: { email, otp: code, otpType: OTP_TYPE.SIGNUP, isToken: true },
        location: await locationFields(),
      });
      await onVerified(grant.token);
    } catch (error) {
      server.show(error);
      setOtp('');
      setBusy(false);
      setFocusKey((n) => n + 1);
    }
  };

  const resend = async () => {
    server.clear();
    setNotice('');
    try {
      await resendCode();
      setOtp('');
      setNotice(tAuth('code_resent'));
      return true;
    } catch (error) {
      server.show(error);
      return false;
    }
  };

  return (
    <div className="agent-apply__verify">
      <p>{tAuth.rich('otp_text', { address: email, email: emailRun })}</p>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit(otp);
        }}
      >
        <p id={labelId} className="form-label mb-2">
          {tAuth('otp_label')}
        </p>
        <OtpInput
          value={otp}
          onChange={(value) => {
            setOtp(value);
            setFieldError(undefined);
          }}
          onComplete={(code) => void submit(code)}
          labelledBy={labelId}
          describedBy={fieldError ? errorId : undefined}
          invalid={Boolean(fieldError)}
          disabled={busy}
          focusKey={focusKey}
        />
        <FieldError id={errorId} error={fieldError} />
        <div className="agent-apply__buttons">
          <button type="submit" className="btn btn-primary agent-apply__next" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {tAuth('verify')}
          </button>
        </div>
        <FormAlert message={server.message} />
      </form>
      <ResendCountdown onResend={resend} className="agent-apply__resend" buttonClassName="p-0" />
      <p role="status">{notice}</p>
    </div>
  );
}
