'use client';

import type { AuthStep } from '../../stepMachine';
import { LoginPasswordStep } from './LoginPasswordStep';
import { LoginWelcomeStep } from './LoginWelcomeStep';
import { ResetPasswordEmailStep } from './ResetPasswordEmailStep';
import { ResetPasswordStep } from './ResetPasswordStep';
import { SignUpStep } from './SignUpStep';
import { VerifyLoginOtpStep } from './VerifyLoginOtpStep';
import { VerifyResetOtpStep } from './VerifyResetOtpStep';
import { VerifySingupOtpStep } from './VerifySingupOtpStep';

const STEP_COMPONENTS: Record<AuthStep, () => React.JSX.Element> = {
  LoginWelcome: LoginWelcomeStep,
  LoginPassword: LoginPasswordStep,
  SignUp: SignUpStep,
  VerifySingupOtp: VerifySingupOtpStep,
  VerifyLoginOtp: VerifyLoginOtpStep,
  VerifyResetOtp: VerifyResetOtpStep,
  ResetPasswordEmail: ResetPasswordEmailStep,
  ResetPassword: ResetPasswordStep,
};

/** The current step's component (one per step, spec section 2). */
export function AuthSteps({ step }: { step: AuthStep }) {
  const Step = STEP_COMPONENTS[step];
  return <Step key={step} />;
}

export default AuthSteps;
