import { z } from '@hono/zod-openapi';
import { text } from '../../lib/text';

export const CurrencyCodeParamsSchema = z.object({
  code: text()
    .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 currency code')
    .openapi({
      param: { name: 'code', in: 'path' },
      description: 'ISO 4217 code; lower case is accepted',
      example: 'AED',
    }),
});

export const CurrencySchema = z
  .object({
    code: z.string().openapi({ example: 'AED' }),
    name: z.string().openapi({ example: 'UAE Dirham' }),
    symbol: z.string().openapi({ example: 'د.إ' }),
    icon: z.string().openapi({ description: 'URL of an SVG icon' }),
    rate: z.number().openapi({ description: 'Units of this currency per 1 USD', example: 3.6725 }),
    decimals: z.number().int().openapi({ description: 'Minor-unit digits', example: 2 }),
  })
  .openapi('Currency');

export type Currency = z.infer<typeof CurrencySchema>;
