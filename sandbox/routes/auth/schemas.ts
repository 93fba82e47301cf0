import { z } from '@hono/zod-openapi';
import { UserProfileSchema } from '../users/schemas';
import { text } from '../../lib/text';
import { FULL_NAME_PATTERN } from '../../lib/traveller-fields';

/** Location and device fields the site sends with every auth call; all optional, stored per login. */
const locationField = text().trim().max(200).optional();
export const LocationFieldsSchema = z.object({
  ip: locationField.openapi({ description: 'Visitor IP as the site saw it', example: '203.0.113.7' }),
  city: locationField,
  state: locationField,
  country: locationField.openapi({ example: 'AE' }),
  loginDevice: locationField.openapi({ example: 'Desktop (macOS)' }),
  otherDetail: locationField.openapi({ description: 'Sent empty' }),
  browser: locationField.openapi({ example: 'Chrome 140' }),
});
export type LocationFields = z.infer<typeof LocationFieldsSchema>;

export const EmailSchema = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('must be a valid email address'))
  .openapi({ example: 'customer@skyline.test' });

/**
 * Spec section 5: at least 8 characters with a letter (Latin or Arabic), a digit (Latin or
 * Arabic-Indic), one of ! @ # $ % ^ & *, and no whitespace.
 */
export const PasswordSchema = text()
  .min(8, 'must be at least 8 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/^\S+$/, 'must not contain spaces')
  .regex(/[A-Za-z\u0600-\u06FF]/, 'must contain a letter')
  .regex(/[0-9\u0660-\u0669]/, 'must contain a digit')
  .regex(/[!@#$%^&*]/, 'must contain one of ! @ # $ % ^ & *')
  .openapi({ example: 'Travel@123' });

export const OtpTypeSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .openapi({ description: 'SIGNUP=1, LOGIN=2, FORGOT_PASSWORD=3', example: 2 });

export const CaptchaAnswerSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  token: text().min(1).max(4096).openapi({ description: 'ALTCHA payload or reCAPTCHA response' }),
});

export const AltchaChallengeSchema = z
  .object({
    algorithm: z.string().openapi({ example: 'SHA-256' }),
    challenge: z.string(),
    maxnumber: z.number().int().optional(),
    salt: z.string(),
    signature: z.string(),
  })
  .openapi('AltchaChallenge');

/**
 * What the site's captcha sends when it asks for a challenge: the e-mail typed in its form, if any
 * (trimmed and lower-cased as every auth call compares it). Not checked as an address: a half-typed
 * one only counts nobody's failures.
 */
export const ChallengeBodySchema = z
  .object({ email: text().max(254).optional().openapi({ example: 'customer@skyline.test' }) })
  .openapi('CaptchaChallengeBody');

/** The flow ticket of the welcome step (sandbox/lib/auth-ticket.ts). */
export const TicketSchema = text()
  .min(1)
  .max(2048)
  .openapi({
    description:
      'The flow ticket the captcha-checked welcome step answered for this email (valid 30 minutes, ' +
      'a few code requests): required by every call that mails a code',
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6ImZsb3ctdGlja2V0In0…',
  });

export const VerifyEmailBodySchema = z
  .object({
    email: EmailSchema,
    otpType: OtpTypeSchema,
    sendOtp: z.boolean(),
    captcha: CaptchaAnswerSchema.optional().openapi({ description: 'Required when sendOtp is false' }),
    ticket: TicketSchema.optional().openapi({ description: 'Required when sendOtp is true' }),
  })
  .extend(LocationFieldsSchema.shape)
  .openapi('VerifyEmailBody');

export const VerifyEmailAnswerSchema = z.object({
  isEmailVerified: z.boolean(),
  email: z.string(),
  ticket: TicketSchema.optional().openapi({ description: 'From the welcome step (sendOtp false)' }),
  resendAfterSeconds: z
    .number()
    .int()
    .optional()
    .openapi({ description: 'When a code was sent', example: 45 }),
});

export const SignUpBodySchema = z
  .object({
    fullName: text()
      .trim()
      .min(1, 'must not be empty')
      .max(50, 'must be at most 50 characters')
      .regex(FULL_NAME_PATTERN, 'must contain letters only')
      // The document shows the pattern without its `u` flag: JSON Schema reads patterns as Unicode.
      .openapi({ example: 'Sara Haddad', pattern: FULL_NAME_PATTERN.source }),
    email: EmailSchema,
    phoneCountryCode: text()
      .trim()
      .regex(/^\+\d{1,4}$/, 'must be a plus and 1 to 4 digits, e.g. +971')
      .openapi({ example: '+971' }),
    phoneNumber: text()
      .trim()
      .regex(/^\d{7,15}$/, 'must be 7 to 15 digits')
      .openapi({ example: '501234567' }),
    password: PasswordSchema,
    ticket: TicketSchema,
  })
  .extend(LocationFieldsSchema.shape)
  .openapi('SignUpBody');

export const LoginBodySchema = z
  .object({
    email: EmailSchema,
    password: text().min(1, 'must not be empty').max(128),
    captcha: CaptchaAnswerSchema.optional().openapi({
      description: 'Required (428 otherwise) once the email has had 10 wrong passwords in 10 minutes',
    }),
  })
  .extend(LocationFieldsSchema.shape)
  .openapi('LoginBody');

export const OtpVerifyBodySchema = z
  .object({
    email: EmailSchema,
    otp: text()
      .regex(/^\d{6}$/, 'must be six digits')
      .openapi({ example: '123456' }),
    otpType: OtpTypeSchema,
    isToken: z.boolean().openapi({ description: 'false with otpType 3: answer a reset token' }),
  })
  .extend(LocationFieldsSchema.shape)
  .openapi('OtpVerifyBody');

/** The 406 of the welcome step still carries a ticket: the journey goes on to sign-up. */
export const NotRegisteredAnswerSchema = z.object({ ticket: TicketSchema }).openapi('NotRegisteredAnswer');

export const ResendBodySchema = z
  .object({ email: EmailSchema, ticket: TicketSchema })
  .openapi('ResendOtpBody');
export const ResendAnswerSchema = z.object({ resendAfterSeconds: z.number().int().openapi({ example: 45 }) });

export const ResetPasswordBodySchema = z
  .object({ email: EmailSchema, newPassword: PasswordSchema, confirmPassword: text() })
  .extend(LocationFieldsSchema.shape)
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwords do not match',
  })
  .openapi('ResetPasswordBody');

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: text().min(1, 'must not be empty').max(128),
    newPassword: PasswordSchema,
    confirmPassword: text().min(1, 'please confirm the new password'),
  })
  .extend(LocationFieldsSchema.shape)
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwords do not match',
  })
  .openapi('ChangePasswordBody');

export const ChangePasswordAnswerSchema = z
  .object({ changed: z.literal(true) })
  .openapi('ChangePasswordAnswer');

export const SessionAnswerSchema = z
  .object({
    token: z.string().openapi({ description: 'JWT (HS256)' }),
    user: UserProfileSchema.nullable().openapi({ description: 'null with a reset token' }),
  })
  .openapi('SessionAnswer');

export const LoginAnswerSchema = z
  .object({ token: z.string(), isEmailVerified: z.boolean(), user: UserProfileSchema })
  .openapi('LoginAnswer');
