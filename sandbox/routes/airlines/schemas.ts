import { z } from '@hono/zod-openapi';

export const AirlineSchema = z
  .object({
    airlineCode: z.string().openapi({ description: 'IATA airline designator', example: 'EK' }),
    name: z.string().openapi({ description: "The name in the request's language", example: 'Emirates' }),
    englishName: z.string().openapi({
      description:
        'The name in English (the same as `name` in an English answer), so a search can match Latin typing',
      example: 'Emirates',
    }),
  })
  .openapi('Airline');

export type Airline = z.infer<typeof AirlineSchema>;
