'use client';

import { OtpStep } from './OtpStep';

/** The step `VerifyResetOtp` of spec section 2: the reset code. */
export function VerifyResetOtpStep() {
  return <OtpStep kind="reset" />;
}

export default VerifyResetOtpStep;
