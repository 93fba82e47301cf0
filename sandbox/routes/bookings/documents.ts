import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BOOKING_STATUS } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { optionalUser } from '../../lib/auth';
import { DOCUMENT_TYPES, documentFileName, documentTypesOf } from '../../lib/documents';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { mailLanguage } from '../../lib/mail/templates';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { text } from '../../lib/text';
import { sendBookingMail } from './booking-mail';
import { bookingCalendarFile, bookingDocumentPdf } from './document-files';
import { settledBookingFor, type Settled } from './manage';
import { passOf } from './my-bookings';
import { ManageQuerySchema } from './my-bookings-schemas';
import { BookingParamsSchema } from './schemas';

/**
 * A booking's documents as PDF (the e-ticket or the hotel voucher, and the invoice), and the
 * invoice by e-mail (invoice delivery EMAIL=2; the download is INVOICE=1). Who may see the booking
 * may have its documents; anyone else gets 404, as for the booking itself.
 */

export const DOCUMENT_MESSAGES = {
  notIssued: 'Documents are issued once the booking is paid',
  wrongType: 'This booking has no such document',
  invoiceSent: 'Invoice sent',
} as const;

/** The statuses of a booking that was paid: it has documents. */
const ISSUED: number[] = [
  BOOKING_STATUS.Confirmed,
  BOOKING_STATUS.Completed,
  BOOKING_STATUS.Cancelled,
  BOOKING_STATUS.CancelRequested,
];

const DocumentParamsSchema = BookingParamsSchema.extend({
  type: z.enum(DOCUMENT_TYPES).openapi({
    param: { name: 'type', in: 'path' },
    description: 'ticket (flights), voucher (hotels) or invoice (both)',
    example: 'invoice',
  }),
});

const LanguageSchema = z
  .enum(['en', 'ar'])
  .optional()
  .openapi({ description: 'The document’s language; by default the request’s `language` header' });

const DocumentQuerySchema = ManageQuerySchema.extend({
  lang: LanguageSchema.openapi({ param: { name: 'lang', in: 'query' } }),
});

const InvoiceMailBodySchema = z
  .object({ lang: LanguageSchema, accessToken: text().max(1000).optional() })
  .openapi('InvoiceMailBody');

const InvoiceMailSchema = z
  .object({
    delivery: z.literal(2).openapi({ description: 'Invoice delivery EMAIL=2' }),
    sentTo: z
      .string()
      .openapi({ description: 'The booking’s contact e-mail, masked', example: 's***@example.com' }),
  })
  .openapi('InvoiceMailResult');

const getDocument = createRoute({
  ...access.userOptional,
  method: 'get',
  path: '/my-bookings/{bookingId}/documents/{type}',
  tags: ['My bookings'],
  summary: 'A booking document as PDF (invoice delivery INVOICE=1 for the invoice)',
  description:
    'The file itself (not enveloped), with `Content-Disposition: attachment`. Same access as ' +
    '`GET /my-bookings/{bookingId}`: the user (or their agent), the booking’s `accessToken`, or a ' +
    'Manage booking session token as `accessToken`; anyone else gets 404. A flight has `ticket` and ' +
    '`invoice`, a hotel `voucher` and `invoice` (another type: 404). Before payment: 409.',
  request: { headers: siteHeaders, params: DocumentParamsSchema, query: DocumentQuerySchema },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 500),
  },
});

const getCalendar = createRoute({
  ...access.userOptional,
  method: 'get',
  path: '/my-bookings/{bookingId}/calendar',
  tags: ['My bookings'],
  summary: 'The booking as calendar entries (iCalendar, .ics)',
  description:
    'The file itself (not enveloped), with `Content-Disposition: attachment`: one event per flight ' +
    'segment, from departure to arrival at the airports’ local times, with the airline’s record ' +
    'locator; one event for a hotel stay, from the check-in to the check-out time in the hotel’s ' +
    'time zone, with its address. Times are written in UTC. A cancelled booking’s events are ' +
    '`STATUS:CANCELLED`. Same access as the documents; before payment: 409.',
  request: { headers: siteHeaders, params: BookingParamsSchema, query: DocumentQuerySchema },
  responses: {
    200: {
      description: 'The calendar file',
      content: { 'text/calendar': { schema: z.string().openapi({ example: 'BEGIN:VCALENDAR…' }) } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 500),
  },
});

const mailInvoice = createRoute({
  ...access.userOptional,
  method: 'post',
  path: '/my-bookings/{bookingId}/invoice/email',
  tags: ['My bookings'],
  summary: 'E-mail the invoice to the booking’s contact address (invoice delivery EMAIL=2)',
  description: 'Same access as the documents. At most 3 per booking per hour (429 after), and per address.',
  request: {
    headers: siteHeaders,
    params: BookingParamsSchema,
    body: { required: true, content: { 'application/json': { schema: InvoiceMailBodySchema } } },
  },
  responses: {
    200: jsonEnvelope(InvoiceMailSchema, 'The invoice was sent'),
    ...errorResponses(400, 401, 403, 404, 409, 429, 500),
  },
});

/**
 * The booking of the route's `bookingId`, as the caller may see it (the user or their agent, the
 * booking's `accessToken`, or a Manage booking session token as `accessToken`; anyone else: 404),
 * and only once it was paid (409 before): what the document, calendar and invoice-mail calls share.
 */
async function issuedBookingOf(c: Context<AppEnv>, accessToken: string | undefined): Promise<Settled> {
  const { db, clubId, services } = c.var;
  const settled = await settledBookingFor(
    db,
    clubId,
    // Checked by each route's params schema before its handler runs.
    c.req.param('bookingId')!,
    await optionalUser(c),
    await passOf(c, accessToken),
    services.now(),
  );
  if (!ISSUED.includes(settled.booking.status)) throw new ApiError(409, DOCUMENT_MESSAGES.notIssued);
  return settled;
}

/**
 * The headers of a booking file sent as a download. `fileName` keeps to letters, digits, dashes and
 * a dot (documentFileName, calendarFileName): safe inside the quotes.
 */
function attachmentHeaders(fileName: string, language: string): Record<string, string> {
  return {
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Content-Language': language,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}

/** `sara@example.com` → `s***@example.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export const documentRoutes = createRouter()
  .openapi(getDocument, async (c) => {
    const { type } = c.req.valid('param');
    const { accessToken, lang } = c.req.valid('query');
    const { db, clubId, services } = c.var;
    const settled = await issuedBookingOf(c, accessToken);
    const kind = settled.booking.stay ? 'hotel' : 'flight';
    if (!documentTypesOf(kind).includes(type)) throw new ApiError(404, DOCUMENT_MESSAGES.wrongType);
    const language = lang ?? mailLanguage(c.req.header('language'));
    const pdf = await bookingDocumentPdf({ db, clubId, services }, settled, type, language);
    if (!pdf) throw new ApiError(404, DOCUMENT_MESSAGES.wrongType);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      ...attachmentHeaders(documentFileName(type, settled.booking.reference, language), language),
    });
  })
  .openapi(getCalendar, async (c) => {
    const { accessToken, lang } = c.req.valid('query');
    const settled = await issuedBookingOf(c, accessToken);
    const language = lang ?? mailLanguage(c.req.header('language'));
    const file = await bookingCalendarFile(c.var, settled, language);
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.contentType,
      ...attachmentHeaders(file.filename, language),
    });
  })
  .openapi(mailInvoice, async (c) => {
    const { accessToken, lang } = c.req.valid('json');
    const { db, clubId, services } = c.var;
    const settled = await issuedBookingOf(c, accessToken);
    await services.rateLimits.check('invoice-mail', {
      ip: services.clientIp(c),
      reference: `${clubId}:${settled.booking.id}`,
    });
    const language = lang ?? mailLanguage(c.req.header('language'));
    const to = await sendBookingMail({ db, services, clubId }, 'invoice', settled, language);
    return c.json(
      success({ delivery: 2 as const, sentTo: maskEmail(to) }, DOCUMENT_MESSAGES.invoiceSent),
      200,
    );
  });
