'use client';

import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useApi } from '@/lib/app/AppContext';
import { fetchProfile } from '@/features/auth/api';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/sessionSlice';

/** The contact fields of any checkout form (flights, hotels). */
interface ContactDraft {
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
}

/**
 * A signed-in customer or agent books with the contact details of their profile: the e-mail and the
 * mobile number are filled in where the form has none yet (nothing typed is replaced), and stay
 * editable. The profile is asked for once per checkout; without it the fields simply stay empty.
 */
export function ProfileContactFill() {
  const api = useApi();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { setFieldValue, getFieldMeta } = useFormikContext<ContactDraft>();

  useEffect(() => {
    if (!isLoggedIn) return;
    let live = true;
    fetchProfile(api).then(
      (profile) => {
        if (!live) return;
        if (!getFieldMeta<string>('email').value && profile.email)
          void setFieldValue('email', profile.email, false);
        const digits = profile.phoneNumber?.replace(/\D/g, '') ?? '';
        if (!getFieldMeta<string>('phoneNumber').value && digits) {
          if (profile.phoneCountryCode)
            void setFieldValue('phoneCountryCode', profile.phoneCountryCode, false);
          void setFieldValue('phoneNumber', digits.slice(0, 15), false);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Once per sign-in: later changes of the form's helpers must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, isLoggedIn]);
  return null;
}
