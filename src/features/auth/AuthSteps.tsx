'use client';

import type { AuthStep } from './stepMachine';
import { LoginPasswordStep } from './components/steps/LoginPasswordStep';
import { LoginWelcomeStep } from './components/steps/LoginWelcomeStep';
import { ResetPasswordEmailStep } from './components/steps/ResetPasswordEmailStep';
import { ResetPasswordStep } from './components/steps/ResetPasswordStep';
import { SignUpStep } from './components/steps/SignUpStep';
import { VerifyLoginOtpStep } from './components/steps/VerifyLoginOtpStep';
import { VerifyResetOtpStep } from './components/steps/VerifyResetOtpStep';
import { VerifySingupOtpStep } from './components/steps/VerifySingupOtpStep';

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
