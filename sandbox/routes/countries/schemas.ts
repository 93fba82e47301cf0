import { z } from '@hono/zod-openapi';

export const CountrySchema = z
  .object({
    country: z.string().openapi({ description: 'English name', example: 'United Arab Emirates' }),
    country_ar: z.string().openapi({ description: 'Arabic name', example: 'الإمارات العربية المتحدة' }),
    alpha2_code: z.string().openapi({ example: 'AE' }),
    alpha3_code: z.string().openapi({ example: 'ARE' }),
    country_code: z.string().openapi({ description: 'Calling code with a leading plus', example: '+971' }),
    pattern: z.string().openapi({
      description: 'Mask of a typical mobile number, national part: first digit kept, the rest X',
      example: '5X XXX XXXX',
    }),
    length: z.array(z.number().int()).openapi({
      description: 'Possible lengths of a national number (digits)',
      example: [8, 9],
    }),
    regex: z.string().openapi({
      description: 'Pattern (unanchored) every valid national number matches',
      example: '(?:[4-7]\\d|9[0-689])\\d{7}|800\\d{2,9}|[2-4679]\\d{7}',
    }),
  })
  .openapi('Country');

export type Country = z.infer<typeof CountrySchema>;
