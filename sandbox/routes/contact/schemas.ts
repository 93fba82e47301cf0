import { z } from '@hono/zod-openapi';
import { FREE_TEXT_PATTERN as TEXT_PATTERN, multilineText, text } from '../../lib/text';
import { CaptchaAnswerSchema, EmailSchema } from '../auth/schemas';

/** Names: Unicode letters, words joined by single spaces, apostrophes, hyphens or dots (spec section 5). */
const FULL_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-][\p{L}\p{M}]+)*\.?$/u;

export const CONTACT_LIMITS = { fullName: 100, subject: 150, message: 2000 } as const;

export const ContactBodySchema = z
  .object({
    fullName: text()
      .trim()
      .min(1, 'must not be empty')
      .max(CONTACT_LIMITS.fullName, `must be at most ${CONTACT_LIMITS.fullName} characters`)
      .regex(FULL_NAME_PATTERN, 'must contain letters only')
      // JSON Schema reads patterns as Unicode: the document shows it without the `u` flag.
      .openapi({ example: 'Sara Haddad', pattern: FULL_NAME_PATTERN.source }),
    email: EmailSchema,
    phoneCountryCode: text()
      .trim()
      .regex(/^\+\d{1,4}$/, 'must be a plus and 1 to 4 digits, e.g. +971')
      .openapi({ example: '+971' }),
    phoneNo: text()
      .trim()
      .regex(/^\d{7,15}$/, 'must be 7 to 15 digits')
      .openapi({ description: 'The national number, digits only', example: '501234567' }),
    subject: text()
      .trim()
      .min(1, 'must not be empty')
      .max(CONTACT_LIMITS.subject, `must be at most ${CONTACT_LIMITS.subject} characters`)
      .regex(TEXT_PATTERN, 'must be text')
      .openapi({ example: 'Change of travel date', pattern: TEXT_PATTERN.source }),
    message: multilineText()
      .trim()
      .min(1, 'must not be empty')
      .max(CONTACT_LIMITS.message, `must be at most ${CONTACT_LIMITS.message} characters`)
      .regex(TEXT_PATTERN, 'must be text')
      .openapi({
        description: 'May hold line breaks (LF, CR); no other control character',
        example: 'Can I move my flight to the following week?',
        pattern: TEXT_PATTERN.source,
      }),
    captcha: CaptchaAnswerSchema,
  })
  .openapi('ContactBody');
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactAnswerSchema = z.object({
  id: z.number().int().openapi({ description: 'Reference of the stored message', example: 42 }),
});
