import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client';
import { AGENT_APPROVAL, USER_TYPE } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { sessionOf } from '../../lib/auth';
import { errorResponse, errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { mailApplicant } from '../../lib/mail/agent-applications';
import { access, createRouter, publicAccess, siteHeaders } from '../../lib/openapi';
import type { UserRow } from '../../lib/session';
import { text } from '../../lib/text';
import { limitKeys } from '../../lib/request-limits';
import { newStorageKey, putThenRecord, removeFiles, type StorageKey } from '../../lib/storage';
import { imageKindOf } from '../../lib/uploads/check-upload';
import { receiveUpload, uploadOf } from '../../lib/uploads/receive';
import { updateUser } from '../users/repository';
import {
  AGENT_LOGO_ASSET_PATH,
  MAX_DOCUMENTS,
  MAX_DOCUMENT_BYTES_TOTAL,
  addDocument,
  brandingOfAgent,
  documentTotals,
  deleteDocument,
  findAgentLogo,
  findApplicationOfUser,
  findDocument,
  missingParts,
  moveApproval,
  saveAgentLogo,
  statusOf,
  toApplication,
  updateApplication,
  type ApplicationView,
} from './repository';
import {
  APPLICANTS_ONLY_MESSAGE,
  AgentApplicationSchema,
  AgentBrandingSchema,
  BrandingFormSchema,
  CompanyUpdateSchema,
  DocumentFormSchema,
  DocumentParamsSchema,
  PersonUpdateSchema,
} from './schemas';
import { attachmentDisposition, documentFileName } from './uploads';

export { APPLICANTS_ONLY_MESSAGE };
export const NO_APPLICATION_MESSAGE = 'No agent application';
export const IN_REVIEW_MESSAGE = 'This application is being reviewed and cannot be changed';
export const APPROVED_MESSAGE = 'This application is already approved';
export const ALREADY_SUBMITTED_MESSAGE = 'This application was already submitted';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';
export const LOGO_NOT_FOUND_MESSAGE = 'Logo not found';
export const NOT_A_LOGO_MESSAGE = 'logo: must be a JPEG, PNG or WebP image';
export const NOT_A_DOCUMENT_MESSAGE = 'file: must be a PDF, JPEG, PNG or WebP file';
export const TOO_MANY_DOCUMENTS_MESSAGE = `file: at most ${MAX_DOCUMENTS} documents`;
export const DOCUMENTS_TOO_LARGE_MESSAGE = 'file: the documents may hold at most 20 MB together';
export const UPLOAD_NEEDS_VERIFIED_EMAIL_MESSAGE = 'file: verify your email before uploading';
export const BRANDING_ONLY_FOR_AGENTS_MESSAGE = 'Only agents, sub-agents and staff users have a branding';

/** The first missing part's 400, in the words of a field error. */
const MISSING_MESSAGES = {
  email: 'email: verify your email first',
  company: 'company: Required',
  logo: 'logo: Required',
  primaryColor: 'primaryColor: Required',
  secondaryColor: 'secondaryColor: Required',
  documents: 'documents: add a trade licence',
} as const;

/** Logos are shown small in a header and on vouchers. */
const LOGO_MAX_SIDE = 512;

const multipartRequired =
  (field: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      throw new ApiError(400, `${field}: send the file as multipart/form-data`);
    }
    await next();
  };

/**
 * Before an applicant's upload is read: only an applicant whose e-mail is verified may send files
 * (an account made with one captcha could otherwise fill the store), and at most
 * `UPLOADS_PER_HOUR` an hour (429 with Retry-After), removed files included.
 */
const uploadAllowed: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireApplicant(c);
  if (!user.emailVerified) throw new ApiError(403, UPLOAD_NEEDS_VERIFIED_EMAIL_MESSAGE);
  await c.var.services.rateLimits.check('upload', { email: limitKeys(c, user.email).email });
  await next();
};

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const applicationAnswer = (description: string) => jsonEnvelope(AgentApplicationSchema, description);
const notEditable = errorResponse(
  'The application is in review or approved and cannot be changed (or, on submit, was already submitted)',
);

const getApplication = createRoute({
  ...access.user,
  method: 'get',
  path: '/agent/application',
  tags: ['Agent applications'],
  summary: "The signed-in applicant's agent application and its state",
  request: { headers: siteHeaders },
  responses: {
    200: applicationAnswer('The application'),
    ...errorResponses(401, 403, 404, 500),
  },
});

const putPerson = createRoute({
  ...access.user,
  method: 'put',
  path: '/agent/application/person',
  tags: ['Agent applications'],
  summary: "Update the applicant's name and phones (PENDING or REJECTED only)",
  request: { headers: siteHeaders, body: json(PersonUpdateSchema) },
  responses: {
    200: applicationAnswer('The updated application'),
    409: notEditable,
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const putCompany = createRoute({
  ...access.user,
  method: 'put',
  path: '/agent/application/company',
  tags: ['Agent applications'],
  summary: 'Save the company step (PENDING or REJECTED only)',
  request: { headers: siteHeaders, body: json(CompanyUpdateSchema) },
  responses: {
    200: applicationAnswer('The updated application'),
    409: notEditable,
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const putBranding = createRoute({
  ...access.user,
  middleware: [
    ...access.user.middleware,
    multipartRequired('logo'),
    uploadAllowed,
    receiveUpload('logo', { kind: 'image', maxSide: LOGO_MAX_SIDE }, { refused: NOT_A_LOGO_MESSAGE }),
  ],
  method: 'put',
  path: '/agent/application/branding',
  tags: ['Agent applications'],
  summary: 'Save the branding: logo (multipart) and the two colours (PENDING or REJECTED only)',
  description:
    'The logo is recognised by its content, decoded and encoded afresh (at most 512 px a side, no ' +
    'metadata). A body over the size is refused with 413 while it is read. Needs a verified e-mail ' +
    '(403 otherwise); at most 20 uploads an hour per applicant (429).',
  request: {
    headers: siteHeaders,
    body: { content: { 'multipart/form-data': { schema: BrandingFormSchema } }, required: true },
  },
  responses: {
    200: applicationAnswer('The updated application'),
    409: notEditable,
    413: errorResponse('The logo is larger than 5 MB (5,242,880 bytes)'),
    ...errorResponses(400, 401, 403, 404, 429, 500),
  },
});

const postDocument = createRoute({
  ...access.user,
  middleware: [
    ...access.user.middleware,
    multipartRequired('file'),
    uploadAllowed,
    receiveUpload('file', { kind: 'document' }, { refused: NOT_A_DOCUMENT_MESSAGE }),
  ],
  method: 'post',
  path: '/agent/application/documents',
  tags: ['Agent applications'],
  summary: 'Add a document: PDF, JPEG, PNG or WebP by content, at most 5 MB (PENDING or REJECTED only)',
  description:
    'A body over the size is refused with 413 while it is read, before it is held whole. Needs a ' +
    'verified e-mail (403 otherwise); at most 20 uploads an hour per applicant (429) and 20 MB of ' +
    'documents together (400).',
  request: {
    headers: siteHeaders,
    body: { content: { 'multipart/form-data': { schema: DocumentFormSchema } }, required: true },
  },
  responses: {
    201: applicationAnswer('The application, the new document last'),
    409: notEditable,
    413: errorResponse('The file is larger than 5 MB (5,242,880 bytes)'),
    ...errorResponses(400, 401, 403, 404, 429, 500),
  },
});

const deleteDocumentRoute = createRoute({
  ...access.user,
  method: 'delete',
  path: '/agent/application/documents/{documentId}',
  tags: ['Agent applications'],
  summary: 'Remove a document (PENDING or REJECTED only)',
  request: { headers: siteHeaders, params: DocumentParamsSchema },
  responses: {
    200: applicationAnswer('The application without the document'),
    409: notEditable,
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const getDocument = createRoute({
  ...access.user,
  method: 'get',
  path: '/agent/application/documents/{documentId}',
  tags: ['Agent applications'],
  summary: "Download one of the applicant's own documents (the file, not enveloped)",
  description: "Another applicant's document is answered 404, like one that does not exist.",
  request: { headers: siteHeaders, params: DocumentParamsSchema },
  responses: {
    200: {
      description: 'The file',
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const postSubmit = createRoute({
  ...access.user,
  method: 'post',
  path: '/agent/application/submit',
  tags: ['Agent applications'],
  summary: 'Submit (or, after a rejection, re-submit) the application; an acknowledgement is mailed',
  description:
    '400 names the first missing part: a verified email, the company, the branding, a trade licence.',
  request: { headers: siteHeaders },
  responses: {
    200: applicationAnswer('The submitted application (PENDING)'),
    409: notEditable,
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const getBranding = createRoute({
  ...access.user,
  method: 'get',
  path: '/agent/branding',
  tags: ['Agent applications'],
  summary: "The agent's branding: for a sub-agent or staff user, their agent's",
  description: 'Colours are checked again as hex before they are answered; each part is null when unset.',
  request: { headers: siteHeaders },
  responses: {
    200: jsonEnvelope(AgentBrandingSchema, 'Logo URL and colours'),
    ...errorResponses(401, 403, 500),
  },
});

const getLogo = createRoute({
  method: 'get',
  path: `${AGENT_LOGO_ASSET_PATH}/{file}`,
  security: publicAccess,
  tags: ['Agent applications'],
  summary: "An agent's logo (no headers, for <img>)",
  request: {
    params: z.object({
      file: text()
        .regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/, 'must be a logo file name')
        .openapi({ param: { name: 'file', in: 'path' }, example: '0123456789abcdef0123456789abcdef.png' }),
    }),
  },
  responses: {
    200: {
      description: 'The logo',
      content: {
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(400, 404, 500),
  },
});

/** The signed-in user when they are an AGENT (an applicant); 403 for everyone else. */
function requireApplicant(c: Context<AppEnv>): UserRow {
  const { user } = sessionOf(c);
  if (user.userType !== USER_TYPE.AGENT) throw new ApiError(403, APPLICANTS_ONLY_MESSAGE);
  return user;
}

async function ownApplication(db: Database, userId: number, lock = false): Promise<ApplicationView> {
  const view = await findApplicationOfUser(db, userId, { lock });
  if (!view) throw new ApiError(404, NO_APPLICATION_MESSAGE);
  return view;
}

function requireEditable(view: ApplicationView): void {
  const status = statusOf(view.user);
  if (status === AGENT_APPROVAL.IN_REVIEW) throw new ApiError(409, IN_REVIEW_MESSAGE);
  if (status === AGENT_APPROVAL.APPROVED) throw new ApiError(409, APPROVED_MESSAGE);
}

/**
 * Runs `change` on the caller's application inside a transaction that holds the application's lock,
 * after checking it may still be changed; answers the application as it then is.
 */
async function editOwnApplication(
  c: Context<AppEnv>,
  change: (tx: Database, view: ApplicationView) => Promise<void>,
) {
  const user = requireApplicant(c);
  const view = await c.var.db.transaction(async (tx) => {
    const current = await ownApplication(tx, user.id, true);
    requireEditable(current);
    await change(tx, current);
    return ownApplication(tx, user.id);
  });
  return toApplication(view, c.var.config.publicUrl);
}

export const agentApplicationRoutes = createRouter()
  .openapi(getApplication, async (c) => {
    const user = requireApplicant(c);
    const view = await ownApplication(c.var.db, user.id);
    return c.json(success(toApplication(view, c.var.config.publicUrl)), 200);
  })
  .openapi(putPerson, async (c) => {
    const body = c.req.valid('json');
    const application = await editOwnApplication(c, async (tx, view) => {
      await updateUser(tx, view.user.id, {
        firstName: body.firstName,
        lastName: body.lastName,
        fullName: `${body.firstName} ${body.lastName}`,
        phoneCountryCode: body.phoneCountryCode,
        phoneNumber: body.phoneNumber,
      });
      await updateApplication(tx, view.application.id, {
        secondaryPhoneCountryCode: body.secondaryPhoneCountryCode ?? null,
        secondaryPhoneNumber: body.secondaryPhoneNumber ?? null,
      });
    });
    return c.json(success(application, 'Details saved'), 200);
  })
  .openapi(putCompany, async (c) => {
    const body = c.req.valid('json');
    const application = await editOwnApplication(c, (tx, view) =>
      updateApplication(tx, view.application.id, {
        companyName: body.companyName,
        pointOfContact: body.pointOfContact,
        address: body.address,
        haveIata: body.haveIata,
        iataNumber: body.iataNumber,
      }),
    );
    return c.json(success(application, 'Company saved'), 200);
  })
  .openapi(putBranding, async (c) => {
    const form = c.req.valid('form');
    const upload = uploadOf(c);
    const logo = upload.file;
    const { services } = c.var;
    let replacedKey: string | null = null;
    const save = (storageKey: StorageKey | null) =>
      editOwnApplication(c, async (tx, view) => {
        if (logo && storageKey) {
          const kind = imageKindOf(logo);
          ({ replacedKey } = await saveAgentLogo(tx, view.user.id, { kind, storageKey }));
        } else if (view.logoFileName === null) throw new ApiError(400, 'logo: Required');
        await updateApplication(tx, view.application.id, {
          primaryColor: form.primaryColor ?? view.application.primaryColor,
          secondaryColor: form.secondaryColor ?? view.application.secondaryColor,
        });
      });
    // A new logo goes to the store before the transaction: the row then only records its key.
    const key = logo ? newStorageKey('agent-logos') : null;
    const application =
      logo && key
        ? await putThenRecord(
            services.storage,
            { key, path: upload.path, contentType: logo.contentType },
            () => save(key),
          )
        : await save(null);
    await removeFiles(services.storage, [replacedKey], services.logger);
    return c.json(success(application, 'Branding saved'), 200);
  })
  .openapi(postDocument, async (c) => {
    const form = c.req.valid('form');
    const upload = uploadOf(c);
    const checked = upload.file;
    if (!checked) throw new ApiError(400, 'file: Required');
    // The file goes to the store before the transaction: the row then only records its key.
    const key = newStorageKey('agent-documents');
    const file = { key, path: upload.path, contentType: checked.contentType };
    const application = await putThenRecord(c.var.services.storage, file, () =>
      editOwnApplication(c, async (tx, view) => {
        // The documents as read under the application's lock: no second statement for the totals.
        const totals = documentTotals(view.documents);
        if (totals.count >= MAX_DOCUMENTS) throw new ApiError(400, TOO_MANY_DOCUMENTS_MESSAGE);
        if (totals.bytes + checked.size > MAX_DOCUMENT_BYTES_TOTAL) {
          throw new ApiError(400, DOCUMENTS_TOO_LARGE_MESSAGE);
        }
        await addDocument(tx, {
          applicationId: view.application.id,
          kind: form.kind,
          fileName: documentFileName(checked.name, checked.extension),
          contentType: checked.contentType,
          size: checked.size,
          storageKey: key,
        });
      }),
    );
    return c.json(success(application, 'Document added', 201), 201);
  })
  .openapi(deleteDocumentRoute, async (c) => {
    const { documentId } = c.req.valid('param');
    let removedKey: string | null = null;
    const application = await editOwnApplication(c, async (tx, view) => {
      const removed = await deleteDocument(tx, view.application.id, documentId);
      if (!removed) throw new ApiError(404, DOCUMENT_NOT_FOUND_MESSAGE);
      removedKey = removed.storageKey;
    });
    await removeFiles(c.var.services.storage, [removedKey], c.var.services.logger);
    return c.json(success(application, 'Document removed'), 200);
  })
  .openapi(getDocument, async (c) => {
    const { documentId } = c.req.valid('param');
    const user = requireApplicant(c);
    const view = await ownApplication(c.var.db, user.id);
    const document = await findDocument(c.var.db, c.var.services.storage, view.application.id, documentId);
    if (!document) throw new ApiError(404, DOCUMENT_NOT_FOUND_MESSAGE);
    return c.body(new Uint8Array(document.content), 200, {
      'Content-Type': document.contentType,
      'Content-Disposition': attachmentDisposition(document.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  })
  .openapi(postSubmit, async (c) => {
    const user = requireApplicant(c);
    const { db, services, config, clubId } = c.var;
    const view = await db.transaction(async (tx) => {
      const current = await ownApplication(tx, user.id, true);
      requireEditable(current);
      if (statusOf(current.user) === AGENT_APPROVAL.PENDING && current.application.submittedAt) {
        throw new ApiError(409, ALREADY_SUBMITTED_MESSAGE);
      }
      const [missing] = missingParts(current);
      if (missing) throw new ApiError(400, MISSING_MESSAGES[missing]);
      await moveApproval(
        tx,
        user.id,
        [AGENT_APPROVAL.PENDING, AGENT_APPROVAL.REJECTED],
        AGENT_APPROVAL.PENDING,
      );
      await updateApplication(tx, current.application.id, {
        submittedAt: services.now(),
        rejectionReason: null,
      });
      const submitted = await ownApplication(tx, user.id);
      await mailApplicant(tx, clubId, submitted.user, { event: 'submitted' });
      return submitted;
    });
    services.outbox.kick();
    return c.json(success(toApplication(view, config.publicUrl), 'Application submitted'), 200);
  })
  .openapi(getBranding, async (c) => {
    const { user } = sessionOf(c);
    const agentId =
      user.userType === USER_TYPE.AGENT
        ? user.id
        : user.userType === USER_TYPE.SUB_AGENT || user.userType === USER_TYPE.STAFF_USER
          ? user.parentAgentId
          : undefined;
    if (agentId === undefined) throw new ApiError(403, BRANDING_ONLY_FOR_AGENTS_MESSAGE);
    const branding =
      agentId === null
        ? { logoUrl: null, primaryColor: null, secondaryColor: null }
        : await brandingOfAgent(c.var.db, agentId, c.var.config.publicUrl);
    return c.json(success(branding), 200);
  })
  .openapi(getLogo, async (c) => {
    const logo = await findAgentLogo(c.var.db, c.var.services.storage, c.req.valid('param').file);
    if (!logo) throw new ApiError(404, LOGO_NOT_FOUND_MESSAGE);
    return c.body(new Uint8Array(logo.content), 200, {
      'Content-Type': logo.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
