import type { ApiClient, Envelope } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { blankToNull } from '@/lib/api/values';

/**
 * The My account calls of the club API (docs: contract of issue 17). Every call acts on the
 * signed-in user only; failures arrive as `ApiError` from the client.
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

export async function fetchAccountProfile(api: ApiClient, userId: number): Promise<AccountProfile> {
  const response = await api.get<Envelope<ApiAccountProfile>>(`/user/customer/${id(userId)}`);
  return toAccountProfile(response.data.data);
}

export async function updateProfile(
  api: ApiClient,
  userId: number,
  body: ProfileUpdate,
): Promise<AccountProfile> {
  const response = await api.put<Envelope<ApiAccountProfile>>(
    `/admin/edit-profile/update/${id(userId)}`,
    body,
  );
  return toAccountProfile(response.data.data);
}

/** Uploads the (already squared) photo as the multipart field `image`; answers its new address. */
export async function uploadProfilePhoto(
  api: ApiClient,
  userId: number,
  image: Blob,
  fileName: string,
): Promise<string | null> {
  const form = new FormData();
  form.append('image', image, fileName);
  const response = await api.put<Envelope<{ profilePic: string | null }>>(
    `/admin/customer/profile-image/update/${id(userId)}`,
    form,
  );
  return blankToNull(response.data.data?.profilePic);
}

export async function deleteProfilePhoto(api: ApiClient, userId: number): Promise<void> {
  await api.delete<Envelope<{ profilePic: null }>>(`/admin/customer/profile-image/delete/${id(userId)}`);
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export async function changePassword(api: ApiClient, body: PasswordChange): Promise<void> {
  await api.post<Envelope<{ changed: boolean }>>('/auth/user/change-password', body);
}
