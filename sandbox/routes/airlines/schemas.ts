import { z } from '@hono/zod-openapi';

export const AirlineSchema = z
  .object({
    airlineCode: z.string().openapi({ description: 'IATA airline designator', example: 'EK' }),
    name: z.string().openapi({ example: 'Emirates' }),
  })
  .openapi('Airline');

export type Airline = z.infer<typeof AirlineSchema>;
