import { z } from 'zod';

/**
 * The shapes the specification gives (section 7, section 3) for answers the site reads with a
 * fallback: a club API answering these instead of the reference contract's fuller ones still works.
 */

const envelopeOf = (data: z.ZodType) => z.object({ data }).loose();

export const SPEC_FORMS = {
  config: envelopeOf(
    z
      .object({
        club_details: z.object({ club_id: z.union([z.number(), z.string()]) }).loose(),
        default_currency: z.string(),
        default_language: z.string(),
        languages: z.array(z.object({ code: z.string(), name: z.string() }).loose()),
        currencies: z.array(z.object({ code: z.string() }).loose()),
      })
      .loose(),
  ),
  blacklist: envelopeOf(z.array(z.union([z.string(), z.object({ airportCode: z.string() }).loose()]))),
  airlines: envelopeOf(z.array(z.object({ airlineCode: z.string(), name: z.string() }).loose())),
  currency: envelopeOf(z.object({ code: z.string() }).loose()),
  welcome: envelopeOf(z.object({ isEmailVerified: z.boolean() }).loose()),
  /** A plain 406: any body at all. */
  notRegistered: z.unknown(),
  token: envelopeOf(z.object({ token: z.string().min(1) }).loose()),
  /** Any answer: a code was sent or a reset made (the specification shows no body). */
  anything: z.unknown(),
  profile: envelopeOf(z.object({ id: z.union([z.number(), z.string()]), email: z.string() }).loose()),
};

export const STEP_NOTE = {
  specShape: "the specification's shape; the site fills in the rest",
  plain406: 'a plain 406 (no flow ticket): the site goes on to sign-up without one',
  noResetToken: 'no reset token: the site resets as the specification describes',
};
