import { createRoute } from '@hono/zod-openapi';
import countries from 'i18n-iso-countries';
import { requireSelf, sessionOf } from '../../lib/auth';
import { APP_TIME_ZONE, todayIn } from '../../lib/calendar';
import { requireClubSettings } from '../../lib/clubs';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { splitFullName, toProfile, updateUser } from './repository';
import {
  PreferenceParamsSchema,
  PreferenceUpdateSchema,
  ProfileUpdateSchema,
  UserIdParamsSchema,
  UserIdPathSchema,
  UserProfileSchema,
} from './schemas';

export const NOT_YOURS_MESSAGE = 'You can only see and change your own account';

const getProfile = createRoute({
  ...access.userOrHandoff,
  method: 'get',
  path: '/auth/profile',
  tags: ['Users'],
  summary: 'The signed-in user: a login token, or a single-use hand-off token (used up by this call)',
  request: { headers: siteHeaders },
  responses: {
    200: jsonEnvelope(UserProfileSchema, 'The profile'),
    ...errorResponses(401, 403, 500),
  },
});

const getCustomer = createRoute({
  ...access.user,
  method: 'get',
  path: '/user/customer/{id}',
  tags: ['Users'],
  summary: "The signed-in user's profile, by id (404 for anyone else's id)",
  request: { headers: siteHeaders, params: UserIdParamsSchema },
  responses: {
    200: jsonEnvelope(UserProfileSchema, 'The profile'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const putProfile = createRoute({
  ...access.user,
  method: 'put',
  path: '/admin/edit-profile/update/{userId}',
  tags: ['Users'],
  summary: "Save the signed-in user's full name, mobile number, address and date of birth",
  description:
    "Another user's id is answered 404. The date of birth must be a day before today (Europe/Vienna).",
  request: {
    headers: siteHeaders,
    params: UserIdPathSchema,
    body: { content: { 'application/json': { schema: ProfileUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonEnvelope(UserProfileSchema, 'The updated profile'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const putPreference = createRoute({
  ...access.user,
  method: 'put',
  path: '/admin/customer/preference/update/{userId}',
  tags: ['Users'],
  summary: 'Save one preference: a language or currency of the club, or a country',
  description: 'The body carries exactly one of preferredLanguage, preferredCurrency, preferredCountry.',
  request: {
    headers: siteHeaders,
    params: PreferenceParamsSchema,
    body: { content: { 'application/json': { schema: PreferenceUpdateSchema } }, required: true },
  },
  responses: {
    200: jsonEnvelope(UserProfileSchema, 'The updated profile'),
    ...errorResponses(400, 401, 403, 500),
  },
});

export const userRoutes = createRouter()
  .openapi(getProfile, (c) => c.json(success(toProfile(sessionOf(c).user)), 200))
  .openapi(getCustomer, (c) => {
    const user = requireSelf(c, c.req.valid('param').id);
    return c.json(success(toProfile(user)), 200);
  })
  .openapi(putProfile, async (c) => {
    const user = requireSelf(c, c.req.valid('param').userId);
    const body = c.req.valid('json');
    if (body.dateOfBirth !== null && body.dateOfBirth >= todayIn(APP_TIME_ZONE, c.var.services.now())) {
      throw new ApiError(400, 'dateOfBirth: must be a day in the past');
    }
    const fullName = body.fullName.replace(/\s+/g, ' ');
    const updated = await updateUser(c.var.db, user.id, {
      fullName,
      ...splitFullName(fullName),
      phoneCountryCode: body.phoneCountryCode,
      phoneNumber: body.mobileNumber,
      address: body.address,
      dateOfBirth: body.dateOfBirth,
    });
    return c.json(success(toProfile(updated), 'Profile updated'), 200);
  })
  .openapi(putPreference, async (c) => {
    const { user } = sessionOf(c);
    if (c.req.valid('param').userId !== user.id) throw new ApiError(403, NOT_YOURS_MESSAGE);
    const body = c.req.valid('json');
    const club = await requireClubSettings(c.var.db, c.var.clubId);

    let changes;
    if (body.preferredLanguage !== undefined) {
      if (!club.languages.includes(body.preferredLanguage)) {
        throw new ApiError(400, `preferredLanguage: must be one of ${club.languages.join(', ')}`);
      }
      changes = { preferredLanguage: body.preferredLanguage };
    } else if (body.preferredCurrency !== undefined) {
      if (!club.currencies.includes(body.preferredCurrency)) {
        throw new ApiError(400, `preferredCurrency: must be one of ${club.currencies.join(', ')}`);
      }
      changes = { preferredCurrency: body.preferredCurrency };
    } else {
      const country = body.preferredCountry ?? '';
      if (!/^[A-Z]{2}$/.test(country) || !countries.isValid(country)) {
        throw new ApiError(400, 'preferredCountry: must be an ISO 3166-1 alpha-2 country code');
      }
      changes = { preferredCountry: country };
    }
    const updated = await updateUser(c.var.db, user.id, changes);
    return c.json(success(toProfile(updated), 'Preference saved'), 200);
  });
