'use client';

import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useAppSelector } from '@/store/hooks';
import { SKIP, useLazyQuery } from '@/store/lazyEndpoints';
import { selectIsLoggedIn, selectUser } from '@/store/sessionSlice';

/** The contact fields of any checkout form (flights, hotels). */
interface ContactDraft {
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
}

const profileEndpoint = () =>
  import('@/features/auth/profileEndpoints').then(
    ({ profileEndpoints }) => profileEndpoints.endpoints.signedInProfile,
  );

/**
 * A signed-in customer or agent books with the contact details of their profile: the e-mail and the
 * mobile number are filled in where the form has none yet (nothing typed is replaced), and stay
 * editable. The profile is asked for once per checkout; without it the fields simply stay empty.
 */
export function ProfileContactFill() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUser)?.id ?? null;
  const { setFieldValue, getFieldMeta } = useFormikContext<ContactDraft>();
  // Keyed by the user (0 while the session has not named them yet).
  const read = useLazyQuery(profileEndpoint, isLoggedIn ? (userId ?? 0) : SKIP);
  const profile = read.isFetching ? undefined : read.currentData;
  // Filled once per sign-in: later changes of the form's helpers must not fill again.
  const filledFor = useRef<number | null>(null);

  useEffect(() => {
    if (!profile || filledFor.current === profile.id) return;
    filledFor.current = profile.id;
    if (!getFieldMeta<string>('email').value && profile.email)
      void setFieldValue('email', profile.email, false);
    const digits = profile.phoneNumber?.replace(/\D/g, '') ?? '';
    if (!getFieldMeta<string>('phoneNumber').value && digits) {
      if (profile.phoneCountryCode) void setFieldValue('phoneCountryCode', profile.phoneCountryCode, false);
      void setFieldValue('phoneNumber', digits.slice(0, 15), false);
    }
  }, [profile, getFieldMeta, setFieldValue]);
  return null;
}
