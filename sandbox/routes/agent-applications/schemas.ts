import { z } from '@hono/zod-openapi';
import { AGENT_DOCUMENT_KINDS } from '../../db/schema';
import { MAX_IMAGE_BYTES } from '../../lib/body-limit';
import { FREE_TEXT_MESSAGE, FREE_TEXT_PATTERN, text } from '../../lib/text';
import { FULL_NAME_PATTERN } from '../../lib/traveller-fields';
import { EmailSchema, LocationFieldsSchema, PasswordSchema, TicketSchema } from '../auth/schemas';
import { UserProfileSchema } from '../users/schemas';

/** The 403 of every applicant call (and of the applicant's code resend) for anyone but an AGENT. */
export const APPLICANTS_ONLY_MESSAGE = 'Only agent applicants can do this';

/** The rules of docs/agent-contract.md ("Field rules"); every message names its field. */

const personName = (example: string) =>
  text()
    .trim()
    .min(1, 'must not be empty')
    .max(50, 'must be at most 50 characters')
    .regex(FULL_NAME_PATTERN, 'must contain letters only')
    .openapi({ example, pattern: FULL_NAME_PATTERN.source });

const CountryCodeSchema = text()
  .trim()
  .regex(/^\+\d{1,4}$/, 'must be a plus and 1 to 4 digits, e.g. +971')
  .openapi({ example: '+971' });
const PhoneNumberSchema = text()
  .trim()
  .regex(/^\d{7,15}$/, 'must be 7 to 15 digits')
  .openapi({ example: '501234567' });
/** Optional; an empty string counts as not given. */
const optionalPart = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const personShape = {
  firstName: personName('Omar'),
  lastName: personName('Khalil'),
  phoneCountryCode: CountryCodeSchema,
  phoneNumber: PhoneNumberSchema,
  secondaryPhoneCountryCode: optionalPart(CountryCodeSchema),
  secondaryPhoneNumber: optionalPart(PhoneNumberSchema),
};

type SecondaryPhone = { secondaryPhoneCountryCode?: string; secondaryPhoneNumber?: string };
const secondaryPairRule = (body: SecondaryPhone, ctx: z.RefinementCtx) => {
  const hasCode = body.secondaryPhoneCountryCode !== undefined;
  const hasNumber = body.secondaryPhoneNumber !== undefined;
  if (hasCode && !hasNumber) {
    ctx.addIssue({ code: 'custom', path: ['secondaryPhoneNumber'], message: 'Required' });
  }
  if (hasNumber && !hasCode) {
    ctx.addIssue({ code: 'custom', path: ['secondaryPhoneCountryCode'], message: 'Required' });
  }
};

export const PersonUpdateSchema = z
  .object(personShape)
  .superRefine(secondaryPairRule)
  .openapi('AgentApplicationPerson');

export const StartApplicationSchema = z
  .object({
    ...personShape,
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: text().max(128),
    ticket: TicketSchema,
  })
  .extend(LocationFieldsSchema.shape)
  .superRefine((body, ctx) => {
    secondaryPairRule(body, ctx);
    if (body.confirmPassword !== body.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords do not match' });
    }
  })
  .openapi('AgentApplicationStart');

/** Free text, the rule of every free-text field (lib/text.ts): Arabic punctuation too. */
export const COMPANY_NAME_PATTERN = FREE_TEXT_PATTERN;
export const IATA_PATTERN = /^\d{7,8}$/;

export const CompanyUpdateSchema = z
  .object({
    companyName: text()
      .trim()
      .min(1, 'must not be empty')
      .max(100, 'must be at most 100 characters')
      .regex(COMPANY_NAME_PATTERN, FREE_TEXT_MESSAGE)
      .openapi({ example: 'Khalil Travel & Tours', pattern: COMPANY_NAME_PATTERN.source }),
    pointOfContact: personName('Omar Khalil'),
    address: text()
      .trim()
      .min(1, 'must not be empty')
      .max(200, 'must be at most 200 characters')
      .regex(FREE_TEXT_PATTERN, FREE_TEXT_MESSAGE)
      .openapi({ example: 'Office 12, Al Wasl Road, Dubai', pattern: FREE_TEXT_PATTERN.source }),
    haveIata: z.boolean(),
    iataNumber: optionalPart(text().trim()).openapi({ example: '12345678' }),
  })
  .superRefine((body, ctx) => {
    if (!body.haveIata) return;
    if (body.iataNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['iataNumber'], message: 'Required' });
    } else if (!IATA_PATTERN.test(body.iataNumber)) {
      ctx.addIssue({ code: 'custom', path: ['iataNumber'], message: 'must be 7 or 8 digits' });
    }
  })
  .transform((body) => ({ ...body, iataNumber: body.haveIata ? (body.iataNumber ?? null) : null }))
  .openapi('AgentApplicationCompany');

export const HEX_COLOUR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const HEX_COLOUR_MESSAGE = 'must be a hex colour such as #1a2b3c';

/** `#0A5` → `#0a5`; anything else than `#` and 3 or 6 hex digits is refused. */
export const HexColourSchema = text()
  .trim()
  .regex(HEX_COLOUR_PATTERN, HEX_COLOUR_MESSAGE)
  .transform((value) => value.toLowerCase())
  .openapi({ example: '#0b5cad', pattern: HEX_COLOUR_PATTERN.source });

const fileField = (description: string) => z.any().openapi({ type: 'string', format: 'binary', description });

export const BrandingFormSchema = z
  .object({
    logo: fileField(
      `JPEG, PNG or WebP by content, at most ${MAX_IMAGE_BYTES.toLocaleString('en')} bytes; required while the application has no logo`,
    ).optional(),
    // Optional, as in the spec's edit form: a colour left out (or empty) keeps the saved one. Submit
    // needs both.
    primaryColor: optionalPart(HexColourSchema),
    secondaryColor: optionalPart(HexColourSchema),
  })
  .openapi('AgentApplicationBranding');

export const DocumentKindSchema = z
  .enum(AGENT_DOCUMENT_KINDS)
  .openapi({ description: 'TRADE_LICENCE or OTHER', example: 'TRADE_LICENCE' });

export const DocumentFormSchema = z
  .object({
    file: fileField(
      `PDF, JPEG, PNG or WebP by content (the name and declared type are ignored), at most ${MAX_IMAGE_BYTES.toLocaleString('en')} bytes`,
    ),
    kind: DocumentKindSchema,
  })
  .openapi('AgentApplicationDocumentUpload');

export const DocumentParamsSchema = z.object({
  documentId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'documentId', in: 'path' }, example: 1 }),
});

export const AgentApprovalSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
  .openapi({ description: 'APPROVED=1, PENDING=2, IN_REVIEW=3, REJECTED=4', example: 2 });

export const MISSING_PARTS = [
  'email',
  'company',
  'logo',
  'primaryColor',
  'secondaryColor',
  'documents',
] as const;
export type MissingPart = (typeof MISSING_PARTS)[number];

export const ApplicationDocumentSchema = z.object({
  id: z.number().int(),
  kind: DocumentKindSchema,
  fileName: z.string().openapi({ example: 'trade-licence.pdf' }),
  contentType: z.string().openapi({ example: 'application/pdf' }),
  size: z.number().int().openapi({ example: 182044 }),
  uploadedAt: z.string().openapi({ format: 'date-time' }),
});

export const AgentApplicationSchema = z
  .object({
    id: z.number().int(),
    status: AgentApprovalSchema,
    submittedAt: z.string().nullable().openapi({ format: 'date-time' }),
    reviewedAt: z.string().nullable().openapi({ format: 'date-time' }),
    rejectionReason: z.string().nullable(),
    editable: z.boolean().openapi({ description: 'PENDING or REJECTED' }),
    missing: z.array(z.enum(MISSING_PARTS)).openapi({ description: 'What submit still needs' }),
    person: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      isEmailVerified: z.boolean(),
      phoneCountryCode: z.string(),
      phoneNumber: z.string(),
      secondaryPhoneCountryCode: z.string().nullable(),
      secondaryPhoneNumber: z.string().nullable(),
    }),
    company: z
      .object({
        companyName: z.string(),
        pointOfContact: z.string(),
        address: z.string(),
        haveIata: z.boolean(),
        iataNumber: z.string().nullable(),
      })
      .nullable(),
    branding: z.object({
      logoUrl: z.string().nullable(),
      primaryColor: z.string().nullable(),
      secondaryColor: z.string().nullable(),
    }),
    documents: z.array(ApplicationDocumentSchema),
  })
  .openapi('AgentApplication');
export type AgentApplication = z.infer<typeof AgentApplicationSchema>;

export const StartApplicationAnswerSchema = z.object({
  token: z.string(),
  user: UserProfileSchema,
  application: AgentApplicationSchema,
});

export const AgentBrandingSchema = z
  .object({
    logoUrl: z.string().nullable(),
    primaryColor: z.string().nullable(),
    secondaryColor: z.string().nullable(),
  })
  .openapi('AgentBranding');
export type AgentBranding = z.infer<typeof AgentBrandingSchema>;
