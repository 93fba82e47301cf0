import { z } from '@hono/zod-openapi';
import { FREE_TEXT_MESSAGE, FREE_TEXT_PATTERN, text } from '../../lib/text';
import { DaySchema, FULL_NAME_PATTERN } from '../../lib/traveller-fields';

export const UserProfileSchema = z
  .object({
    id: z.number().int().openapi({ example: 1 }),
    profilePic: z
      .string()
      .nullable()
      .openapi({ description: 'Absolute URL of the profile picture on the API origin, or null' }),
    email: z.string().openapi({ example: 'customer@skyline.test' }),
    firstName: z.string().openapi({ example: 'Sara' }),
    lastName: z.string().openapi({ example: 'Haddad' }),
    fullName: z.string().openapi({ example: 'Sara Haddad' }),
    phoneCountryCode: z.string().nullable().openapi({ example: '+971' }),
    phoneNumber: z
      .string()
      .nullable()
      .openapi({ description: 'The same digits as mobileNumber', example: '501234567' }),
    mobileNumber: z
      .string()
      .nullable()
      .openapi({ description: 'Digits, without the country code', example: '501234567' }),
    address: z
      .string()
      .nullable()
      .openapi({ description: 'At most 200 characters', example: 'Dubai Marina' }),
    dateOfBirth: z.string().nullable().openapi({ description: 'YYYY-MM-DD', example: '1990-04-12' }),
    preferredLanguage: z.string().openapi({ example: 'en' }),
    preferredCurrency: z.string().openapi({ example: 'USD' }),
    country: z.string().nullable().openapi({ description: 'ISO 3166-1 alpha-2, or null', example: 'AE' }),
    userType: z.number().int().openapi({
      description:
        'SUPER_ADMIN=1, WL_ADMIN=2, USER=3, GUEST_USER=4, REGISTERED=5, AGENT=6, SUB_AGENT=7, STAFF_USER=8',
      example: 5,
    }),
    isEmailVerified: z.boolean(),
    agentApproval: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .nullable()
      .openapi({
        description:
          'AGENT users: the state of their application, APPROVED=1, PENDING=2, IN_REVIEW=3, ' +
          'REJECTED=4 (docs/agent-contract.md); null for every other user type',
        example: null,
      }),
  })
  .openapi('UserProfile');

export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

export const PreferenceParamsSchema = z.object({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'userId', in: 'path' }, example: 1 }),
});

export const PreferenceUpdateSchema = z
  .object({
    preferredLanguage: text().trim().toLowerCase().optional().openapi({ example: 'ar' }),
    preferredCurrency: text().trim().toUpperCase().optional().openapi({ example: 'SAR' }),
    preferredCountry: text()
      .trim()
      .toUpperCase()
      .optional()
      .openapi({ description: 'ISO 3166-1 alpha-2', example: 'SA' }),
  })
  .refine(
    (body) =>
      [body.preferredLanguage, body.preferredCurrency, body.preferredCountry].filter((v) => v !== undefined)
        .length === 1,
    'send exactly one of preferredLanguage, preferredCurrency, preferredCountry',
  )
  .openapi('PreferenceUpdate');

export const UserIdPathSchema = PreferenceParamsSchema;

/** Spec section 5: the profile form's rules. The route checks that the date of birth is in the past. */
export const ProfileUpdateSchema = z
  .object({
    fullName: text()
      .trim()
      .min(1, 'must not be empty')
      .max(50, 'must be at most 50 characters')
      .regex(FULL_NAME_PATTERN, 'must contain letters only')
      // The document shows the pattern without its `u` flag: JSON Schema reads patterns as Unicode.
      .openapi({ example: 'Sara Haddad', pattern: FULL_NAME_PATTERN.source }),
    phoneCountryCode: text()
      .trim()
      .regex(/^\+\d{1,4}$/, 'must be a plus and 1 to 4 digits, e.g. +971')
      .openapi({ example: '+971' }),
    mobileNumber: text()
      .trim()
      .regex(/^\d{7,15}$/, 'must be 7 to 15 digits')
      .openapi({ example: '501234567' }),
    address: text()
      .trim()
      .max(200, 'must be at most 200 characters')
      .refine((value) => !value || FREE_TEXT_PATTERN.test(value), FREE_TEXT_MESSAGE)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null))
      .openapi({ description: 'At most 200 characters; empty or null clears it', example: 'Dubai Marina' }),
    dateOfBirth: z
      .union([DaySchema, z.literal(''), z.null()])
      .optional()
      .transform((value) => (value ? value : null))
      .openapi({
        description: 'YYYY-MM-DD, a day in the past; empty or null clears it',
        example: '1990-04-12',
      }),
  })
  .openapi('ProfileUpdate');

export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileImageSchema = z
  .object({
    profilePic: z
      .string()
      .nullable()
      .openapi({ description: 'Absolute URL of the stored image, or null after a delete' }),
  })
  .openapi('ProfileImage');
