import { z } from '@hono/zod-openapi';
import { text } from '../../lib/text';

export const OutboxQuerySchema = z.object({
  email: text()
    .trim()
    .toLowerCase()
    .min(3, 'must be an email address')
    .max(254)
    .openapi({ description: 'Recipient (case-insensitive)', example: 'customer@skyline.test' }),
});

export const OutboxMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    code: z
      .string()
      .nullable()
      .openapi({ description: 'The one-time code the mail carries', example: '042917' }),
    otpType: z.number().int().nullable().openapi({ description: 'SIGNUP=1, LOGIN=2, FORGOT_PASSWORD=3' }),
    language: z.string().openapi({ example: 'en' }),
    createdAt: z.string().openapi({ description: 'ISO 8601', example: '2026-01-31T10:15:00.000Z' }),
  })
  .openapi('OutboxMail');

export type OutboxMail = z.infer<typeof OutboxMailSchema>;
