'use client';

import { OtpStep } from './OtpStep';

/** The step `VerifyLoginOtp` of spec section 2: the login code. */
export function VerifyLoginOtpStep() {
  return <OtpStep kind="login" />;
}

export default VerifyLoginOtpStep;
