import { z } from '@hono/zod-openapi';

export const WalletBalanceSchema = z
  .object({
    availableBalance: z
      .number()
      .openapi({ description: 'In the wallet currency, two decimals', example: 5000 }),
    currency: z.string().openapi({ example: 'USD' }),
    points: z.number().int().nonnegative().nullable().openapi({
      description: "The agent's points; null when the club does not award agent points",
      example: 1250,
    }),
  })
  .openapi('WalletBalance');

export type WalletBalanceAnswer = z.infer<typeof WalletBalanceSchema>;

export const WalletOwnerParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The signed-in user’s id', example: 2 }),
});
