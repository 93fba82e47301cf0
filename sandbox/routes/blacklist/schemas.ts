import { z } from '@hono/zod-openapi';

export const BlacklistedAirportSchema = z
  .object({
    airportCode: z.string().openapi({ description: 'IATA airport code', example: 'TLV' }),
    reason: z.string().openapi({ example: 'Flights to this airport are suspended for security reasons' }),
  })
  .openapi('BlacklistedAirport');

export type BlacklistedAirport = z.infer<typeof BlacklistedAirportSchema>;
