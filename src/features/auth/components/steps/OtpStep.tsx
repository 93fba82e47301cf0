'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useLazyMutation } from '@/store/lazyEndpoints';
import { resendCodeEndpoint, verifyCodeEndpoint } from '../../lazyEndpoints';
import { ticketFor } from '../../authFlowState';
import { locationFields } from '@/lib/geo/visitorLocation';
import { canVerifyLater, OTP_TYPE } from '../../stepMachine';
import { useSessionActions } from '../../useSession';
import { otpSchema } from '../../validation/schemas';
import { admittedPath, useAuthFlow } from '../../AuthFlowContext';
import { FieldError } from '@/components/forms/fieldFeedback';
import { FormAlert, SubmitButton, useServerError } from '@/components/forms/FormParts';
import { EmailSummary, StepHeader } from '../StepParts';
import { OtpInput } from '@/components/forms/OtpInput';
import { ResendCountdown } from '@/components/forms/ResendCountdown';
import { emailRun } from '@/components/text/Ltr';

export type OtpKind = 'signup' | 'login' | 'reset';

const OTP_TYPE_OF = {
  signup: OTP_TYPE.SIGNUP,
  login: OTP_TYPE.LOGIN,
  reset: OTP_TYPE.FORGOT_PASSWORD,
} as const;

/**
 * The three code steps: six digits (the sixth submits), a 45-second countdown before a resend,
 * errors from the server under the form, and "verify later" where section 4 allows it.
 */
export function OtpStep({ kind }: { kind: OtpKind }) {
  const t = useTranslations('Auth');
  const verifyOtp = useLazyMutation(verifyCodeEndpoint);
  const resendOtp = useLazyMutation(resendCodeEndpoint);
  const flow = useAuthFlow();
  const { completeLogin } = useSessionActions();
  const server = useServerError();
  const id = useId();
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [focusKey, setFocusKey] = useState(0);
  const { email } = flow.state;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  const submit = async (code: string) => {
    if (busy) return;
    if (!otpSchema.isValidSync({ otp: code })) {
      setFieldError('enter_valid_otp');
      return;
    }
    setFieldError(undefined);
    server.clear();
    setNotice('');
    setBusy(true);
    try {
      const isToken = kind !== 'reset';
      const grant = await verifyOtp({
        body: { email, otp: code, otpType: OTP_TYPE_OF[kind], isToken },
        location: await locationFields(),
      });
      if (kind === 'reset') {
        flow.send({ type: 'RESET_CODE_VERIFIED', resetToken: grant.token });
        return;
      }
      const goTo = await admittedPath(flow, grant.token);
      await completeLogin(grant.token, { goTo });
      flow.send({ type: 'LOGGED_IN' });
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
      await resendOtp({ email, ticket: ticketFor(flow.state, email) });
      setOtp('');
      setNotice(t('code_resent'));
      return true;
    } catch (error) {
      server.show(error);
      return false;
    }
  };

  const verifyLater = async () => {
    const token = flow.state.pendingToken;
    if (!token) return;
    setBusy(true);
    try {
      const goTo = await admittedPath(flow, token);
      await completeLogin(token, { goTo });
      flow.send({ type: 'LOGGED_IN' });
    } catch (error) {
      server.show(error);
      setBusy(false);
    }
  };

  return (
    <div className="auth-step" data-step={kind}>
      <StepHeader
        title={t(`otp_title_${kind}`)}
        text={t.rich('otp_text', { address: email, email: emailRun })}
      />
      <EmailSummary email={email} onEdit={() => flow.send({ type: 'EDIT_EMAIL' })} />
      <form
        noValidate
        className="auth-step__form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit(otp);
        }}
      >
        <p id={labelId} className="form-label mb-2">
          {t('otp_label')}
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
        <SubmitButton busy={busy} testId="otp-submit">
          {t('verify')}
        </SubmitButton>
        <FormAlert message={server.message} />
      </form>
      <ResendCountdown onResend={resend} className="auth-step__resend" buttonClassName="auth-step__link" />
      <p className="auth-step__notice" role="status">
        {notice}
      </p>
      {kind === 'signup' && canVerifyLater(flow.state) && (
        <button
          type="button"
          className="btn btn-outline-secondary w-100"
          onClick={() => void verifyLater()}
          disabled={busy}
          data-testid="verify-later"
        >
          {t('verify_later')}
        </button>
      )}
      {kind === 'login' && (
        <button
          type="button"
          className="btn btn-link auth-step__link"
          onClick={() => flow.send({ type: 'BACK_TO_LOGIN' })}
        >
          {t('use_password_instead')}
        </button>
      )}
    </div>
  );
}

export default OtpStep;
