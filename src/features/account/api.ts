import type { Envelope } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { blankToNull } from '@/lib/api/values';
import { apiSlice } from '@/store/apiSlice';

/**
 * The My account calls of the club API (docs: contract of issue 17), as RTK Query endpoints. Every
 * call acts on the signed-in user only; failures arrive as `ApiError` from the client.
 */

/** The profile as `GET /user/customer/{id}` and the profile update send it. */
export type ApiAccountProfile = NonNullable<components['schemas']['UserProfile']>;

export interface AccountProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  profilePic: string | null;
  phoneCountryCode: string | null;
  mobileNumber: string | null;
  address: string | null;
  dateOfBirth: string | null;
  country: string | null;
  userType: number;
}

export function toAccountProfile(api: ApiAccountProfile): AccountProfile {
  const firstName = api.firstName ?? '';
  const lastName = api.lastName ?? '';
  return {
    id: api.id,
    email: api.email,
    firstName,
    lastName,
    fullName: blankToNull(api.fullName) ?? [firstName, lastName].filter(Boolean).join(' '),
    profilePic: blankToNull(api.profilePic),
    phoneCountryCode: blankToNull(api.phoneCountryCode),
    mobileNumber: blankToNull(api.mobileNumber) ?? blankToNull(api.phoneNumber),
    address: blankToNull(api.address),
    dateOfBirth: blankToNull(api.dateOfBirth),
    country: blankToNull(api.country)?.toUpperCase() ?? null,
    userType: api.userType,
  };
}

export type ProfileUpdate = components['schemas']['ProfileUpdate'];

const id = (userId: number) => encodeURIComponent(String(userId));

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const profileApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    accountProfile: build.query<AccountProfile, number>({
      query: (userId) => `/user/customer/${id(userId)}`,
      transformResponse: (body: Envelope<ApiAccountProfile>) => toAccountProfile(body.data),
      providesTags: ['AccountProfile'],
    }),
  }),
});

/** Puts a saved profile (or a changed photo) into the profile held, as the save's answer says. */
function profileChanged(userId: number, change: (profile: AccountProfile) => AccountProfile) {
  return profileApi.util.updateQueryData('accountProfile', userId, change);
}

export const accountApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<AccountProfile, { userId: number; body: ProfileUpdate }>({
      query: ({ userId, body }) => ({ url: `/admin/edit-profile/update/${id(userId)}`, method: 'PUT', body }),
      transformResponse: (body: Envelope<ApiAccountProfile>) => toAccountProfile(body.data),
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(profileChanged(userId, () => saved.data));
      },
    }),
    /** Uploads the (already squared) photo as the multipart field `image`; answers its new address. */
    uploadProfilePhoto: build.mutation<string | null, { userId: number; image: Blob; fileName: string }>({
      query: ({ userId, image, fileName }) => {
        const form = new FormData();
        form.append('image', image, fileName);
        return { url: `/admin/customer/profile-image/update/${id(userId)}`, method: 'PUT', body: form };
      },
      transformResponse: (body: Envelope<{ profilePic: string | null }>) =>
        blankToNull(body.data?.profilePic),
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(profileChanged(userId, (profile) => ({ ...profile, profilePic: saved.data })));
      },
    }),
    deleteProfilePhoto: build.mutation<void, number>({
      query: (userId) => ({ url: `/admin/customer/profile-image/delete/${id(userId)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      onQueryStarted: async (userId, { dispatch, queryFulfilled }) => {
        const deleted = await queryFulfilled.then(() => true).catch(() => false);
        if (deleted) dispatch(profileChanged(userId, (profile) => ({ ...profile, profilePic: null })));
      },
    }),
    changePassword: build.mutation<void, PasswordChange>({
      query: (body) => ({ url: '/auth/user/change-password', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
  }),
});

export const {
  useAccountProfileQuery,
  useUpdateProfileMutation,
  useUploadProfilePhotoMutation,
  useDeleteProfilePhotoMutation,
  useChangePasswordMutation,
} = accountApi;
