'use client';

import { OtpStep } from './OtpStep';

/** The step `VerifySingupOtp` of spec section 2: the signup code. */
export function VerifySingupOtpStep() {
  return <OtpStep kind="signup" />;
}

export default VerifySingupOtpStep;
