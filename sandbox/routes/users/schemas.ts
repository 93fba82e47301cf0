import { z } from '@hono/zod-openapi';
import { text } from '../../lib/text';

export const UserProfileSchema = z
  .object({
    id: z.number().int().openapi({ example: 1 }),
    profilePic: z.string().nullable().openapi({ description: 'URL of the profile picture' }),
    email: z.string().openapi({ example: 'customer@skyline.test' }),
    firstName: z.string().openapi({ example: 'Sara' }),
    lastName: z.string().openapi({ example: 'Haddad' }),
    fullName: z.string().openapi({ example: 'Sara Haddad' }),
    phoneCountryCode: z.string().nullable().openapi({ example: '+971' }),
    phoneNumber: z.string().nullable().openapi({ example: '501234567' }),
    preferredLanguage: z.string().openapi({ example: 'en' }),
    preferredCurrency: z.string().openapi({ example: 'USD' }),
    country: z.string().nullable().openapi({ description: 'ISO 3166-1 alpha-2, or null', example: 'AE' }),
    userType: z.number().int().openapi({
      description:
        'SUPER_ADMIN=1, WL_ADMIN=2, USER=3, GUEST_USER=4, REGISTERED=5, AGENT=6, SUB_AGENT=7, STAFF_USER=8',
      example: 5,
    }),
    isEmailVerified: z.boolean(),
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
