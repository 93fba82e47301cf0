import { z } from '@hono/zod-openapi';
import { text } from '../../lib/text';
import { DaySchema, NameSchema, PASSPORT_PATTERN } from '../../lib/traveller-fields';

/**
 * A saved traveller, with the booking's rules for each field (docs/flights-contract.md, Saved
 * travellers). Dates that need today (birth not in the future, passport not expired) are checked by
 * the route, which knows the clock.
 */
export const TravelerBodySchema = z
  .object({
    firstName: NameSchema('Sara'),
    lastName: NameSchema('Haddad'),
    dateOfBirth: DaySchema.openapi({ description: 'Not in the future', example: '1990-04-12' }),
    gender: z.enum(['M', 'F']),
    passportNumber: text()
      .trim()
      .regex(PASSPORT_PATTERN, 'valid passport: 6–9 letters and digits, at least one digit')
      .transform((value) => value.toUpperCase())
      .openapi({ description: 'Stored upper case', example: 'N1234567' }),
    expiryDate: DaySchema.openapi({ description: 'Passport expiry: not in the past', example: '2030-01-31' }),
  })
  .openapi('TravelerBody');

export type TravelerBody = z.infer<typeof TravelerBodySchema>;

export const TravelerSchema = z
  .object({
    id: z.number().int().openapi({ example: 7 }),
    firstName: z.string().openapi({ example: 'Sara' }),
    lastName: z.string().openapi({ example: 'Haddad' }),
    dateOfBirth: z.string().openapi({ example: '1990-04-12' }),
    gender: z.enum(['M', 'F']),
    passportNumber: z.string().openapi({ example: 'N1234567' }),
    expiryDate: z.string().openapi({ example: '2030-01-31' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Traveler');

export type Traveler = z.infer<typeof TravelerSchema>;

export const TravelerParamsSchema = z.object({
  editId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'editId', in: 'path' }, example: 7 }),
});

export const TravelerIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 7 }),
});

export const DeletedTravelerSchema = z
  .object({ id: z.number().int().openapi({ example: 7 }) })
  .openapi('DeletedTraveler');
