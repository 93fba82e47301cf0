import {
  documentFileName,
  documentTypesOf,
  formatDay,
  formatMoney,
  renderDocument,
  type BookingDocument,
  type DocumentType,
} from '../../lib/documents';
import type { MailAttachment } from '../../lib/mail';
import type { MailLanguage, RenderedMail } from '../../lib/mail/templates';
import type { AppServices } from '../../lib/services';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { REFUND_STATUS, clubs } from '../../db/schema';
import { documentOf, type DocumentSource } from './document-data';

/**
 * The booking mails: confirmation (paid), cancellation, refund (settled) and the invoice on
 * request, in the customer's language, to the booking's contact e-mail, with the documents
 * attached. They go through the same transport as the one-time codes; nothing secret is in them.
 */

export type BookingMailKind = 'confirmation' | 'failed' | 'cancellation' | 'refund' | 'invoice';

/**
 * Where the mail sends the reader back to the booking: a customer's or agent's My bookings, or for
 * a guest (who has none) Manage booking on the club's site with the reference filled in.
 */
export type WayBack = { kind: 'account' } | { kind: 'guest'; manageUrl: string };

export interface BookingMailDeps {
  db: Database;
  services: AppServices;
  clubId: number;
}

/** What the booking is, in one line: the route and date, or the hotel and the stay. */
function summaryOf(document: BookingDocument): string {
  const { language } = document;
  if (document.module === 'hotel') {
    const dates = `${formatDay(document.checkIn, language)} – ${formatDay(document.checkOut, language)}`;
    return `${document.hotel.name}, ${dates}`;
  }
  const first = document.segments[0];
  const last = document.segments.at(-1);
  if (!first || !last) return document.reference;
  const trip = document.tripType === 'Roundtrip' ? first.destination : last.destination;
  return `${first.origin} – ${trip}, ${formatDay(first.departure, language)}`;
}

interface RefundNews {
  status: number;
  amount: string;
}

function refundOf(source: DocumentSource, document: BookingDocument): RefundNews | null {
  const { refund } = source;
  if (!refund) return null;
  return {
    status: refund.status,
    amount: formatMoney(Number(refund.amount), refund.currency, document.decimals),
  };
}

function englishMail(
  kind: BookingMailKind,
  document: BookingDocument,
  refund: RefundNews | null,
  wayBack: WayBack,
): RenderedMail {
  const club = document.issuer.name;
  const ref = document.reference;
  const summary = summaryOf(document);
  const attached =
    kind === 'invoice'
      ? 'Your invoice is attached as a PDF.'
      : `Your ${document.module === 'flight' ? 'e-ticket' : 'hotel voucher'} and invoice are attached as PDFs.`;
  const refundLine = !refund
    ? 'No refund is due for this booking.'
    : refund.status === REFUND_STATUS.Refunded
      ? `${refund.amount} has been refunded.`
      : refund.status === REFUND_STATUS.Failed
        ? `The refund of ${refund.amount} could not be completed. Please contact us and we will sort it out.`
        : `A refund of ${refund.amount} is on its way; your bank may take a few days to show it.`;
  const content: Record<BookingMailKind, { subject: string; lines: string[] }> = {
    confirmation: {
      subject: `${club}: booking ${ref} is confirmed`,
      lines: [
        `Your booking ${ref} is confirmed and paid.`,
        summary,
        `Total: ${formatMoney(document.amount, document.currency, document.decimals)}`,
      ],
    },
    cancellation: {
      subject: `${club}: booking ${ref} is cancelled`,
      lines: [`Your booking ${ref} is cancelled.`, summary, refundLine],
    },
    refund: {
      subject: `${club}: refund for booking ${ref}`,
      lines: [`News about the refund for your booking ${ref}:`, summary, refundLine],
    },
    invoice: {
      subject: `${club}: invoice for booking ${ref}`,
      lines: [`Here is the invoice you asked for, for booking ${ref}.`, summary],
    },
    failed: {
      subject: `${club}: booking ${ref} could not be completed`,
      lines: [
        `We are sorry: the ${document.module === 'flight' ? 'airline' : 'hotel'} could not confirm your booking ${ref}, so you have not been booked.`,
        summary,
        `Your payment of ${formatMoney(document.amount, document.currency, document.decimals)} went through.`,
        refund && refund.status !== REFUND_STATUS.Refunded && refund.status !== REFUND_STATUS.Failed
          ? `We are refunding all of it to the way you paid; your bank usually shows a card refund within 3–4 working days.`
          : refundLine,
      ],
    },
  };
  const { subject, lines } = content[kind];
  return {
    language: 'en',
    subject,
    text: [
      'Hello,',
      '',
      ...lines,
      '',
      ...(kind === 'failed' ? [] : [attached]),
      wayBack.kind === 'guest'
        ? `To see the booking again, open Manage booking with reference ${ref} and this e-mail address: ${wayBack.manageUrl}`
        : 'You can also see the booking under My bookings.',
      '',
      `The ${club} team`,
    ].join('\n'),
  };
}

function arabicMail(
  kind: BookingMailKind,
  document: BookingDocument,
  refund: RefundNews | null,
  wayBack: WayBack,
): RenderedMail {
  const club = document.issuer.name;
  const ref = document.reference;
  const summary = summaryOf(document);
  const attached =
    kind === 'invoice'
      ? 'تجد الفاتورة مرفقة بصيغة PDF.'
      : `تجد ${document.module === 'flight' ? 'التذكرة الإلكترونية' : 'قسيمة الفندق'} والفاتورة مرفقتين بصيغة PDF.`;
  const refundLine = !refund
    ? 'لا يستحق هذا الحجز أي استرداد.'
    : refund.status === REFUND_STATUS.Refunded
      ? `تم استرداد ${refund.amount}.`
      : refund.status === REFUND_STATUS.Failed
        ? `تعذّر إتمام استرداد ${refund.amount}. يُرجى التواصل معنا وسنعالج الأمر.`
        : `استرداد ${refund.amount} في الطريق إليك، وقد يستغرق ظهوره لدى مصرفك بضعة أيام.`;
  const content: Record<BookingMailKind, { subject: string; lines: string[] }> = {
    confirmation: {
      subject: `${club}: تم تأكيد حجزك ${ref}`,
      lines: [
        `تم تأكيد حجزك ${ref} ودفع قيمته.`,
        summary,
        `الإجمالي: ${formatMoney(document.amount, document.currency, document.decimals)}`,
      ],
    },
    cancellation: {
      subject: `${club}: تم إلغاء حجزك ${ref}`,
      lines: [`تم إلغاء حجزك ${ref}.`, summary, refundLine],
    },
    refund: {
      subject: `${club}: استرداد قيمة حجزك ${ref}`,
      lines: [`مستجدات استرداد قيمة حجزك ${ref}:`, summary, refundLine],
    },
    invoice: {
      subject: `${club}: فاتورة حجزك ${ref}`,
      lines: [`إليك الفاتورة التي طلبتها للحجز ${ref}.`, summary],
    },
    failed: {
      subject: `${club}: تعذّر إتمام حجزك ${ref}`,
      lines: [
        `نعتذر منك: تعذّر على ${document.module === 'flight' ? 'شركة الطيران' : 'الفندق'} تأكيد حجزك ${ref}، لذلك لم يتم الحجز.`,
        summary,
        `تمّ خصم ${formatMoney(document.amount, document.currency, document.decimals)} من وسيلة الدفع.`,
        refund && refund.status !== REFUND_STATUS.Refunded && refund.status !== REFUND_STATUS.Failed
          ? 'سنعيد المبلغ كاملًا إلى وسيلة الدفع التي استخدمتها، وعادةً ما يظهر استرداد البطاقة لدى مصرفك خلال 3 إلى 4 أيام عمل.'
          : refundLine,
      ],
    },
  };
  const { subject, lines } = content[kind];
  return {
    language: 'ar',
    subject,
    text: [
      'مرحبًا،',
      '',
      ...lines,
      '',
      ...(kind === 'failed' ? [] : [attached]),
      wayBack.kind === 'guest'
        ? `لعرض الحجز مرة أخرى، افتح صفحة إدارة الحجز وأدخل رقم الحجز ${ref} وهذا البريد الإلكتروني: \u2066${wayBack.manageUrl}\u2069`
        : 'يمكنك أيضًا الاطلاع على الحجز في صفحة حجوزاتي.',
      '',
      `فريق ${club}`,
    ].join('\n'),
  };
}

export function renderBookingMail(
  kind: BookingMailKind,
  document: BookingDocument,
  source: DocumentSource,
  wayBack: WayBack = { kind: 'account' },
): RenderedMail {
  const refund = refundOf(source, document);
  return document.language === 'ar'
    ? arabicMail(kind, document, refund, wayBack)
    : englishMail(kind, document, refund, wayBack);
}

/**
 * A booking made without an account is a guest's: its way back is Manage booking on the club's
 * customer site, in the mail's language, with the reference filled in (never the e-mail).
 */
async function wayBackOf(
  db: Database,
  clubId: number,
  source: DocumentSource,
  language: MailLanguage,
): Promise<WayBack> {
  if (source.booking.userId !== null) return { kind: 'account' };
  const [club] = await db
    .select({ url: clubs.customerClubUrl })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  const base = (club?.url ?? '').replace(/\/+$/, '');
  const query = new URLSearchParams({ reference: source.booking.reference });
  return { kind: 'guest', manageUrl: `${base}/${language}/manage-booking?${query.toString()}` };
}

async function attachmentsOf(kind: BookingMailKind, document: BookingDocument): Promise<MailAttachment[]> {
  // A booking the supplier refused has no ticket, voucher or invoice.
  if (kind === 'failed') return [];
  const types: DocumentType[] = kind === 'invoice' ? ['invoice'] : documentTypesOf(document.module);
  const files: MailAttachment[] = [];
  for (const type of types) {
    const content = await renderDocument(type, document);
    if (content) {
      files.push({
        filename: documentFileName(type, document.reference, document.language),
        contentType: 'application/pdf',
        content,
      });
    }
  }
  return files;
}

/** Sends one booking mail; answers the address it went to. Throws when the transport fails. */
export async function sendBookingMail(
  { db, services, clubId }: BookingMailDeps,
  kind: BookingMailKind,
  source: DocumentSource,
  language: MailLanguage,
): Promise<string> {
  const document = await documentOf(db, clubId, source, language, services.storage);
  const mail = renderBookingMail(kind, document, source, await wayBackOf(db, clubId, source, language));
  const to = source.booking.contact.email;
  await services.mail.send({
    clubId,
    clubName: document.issuer.name,
    to,
    subject: mail.subject,
    text: mail.text,
    language: mail.language,
    attachments: await attachmentsOf(kind, document),
  });
  return to;
}

/**
 * A mail that follows a change already made (paid, cancelled, refund settled): its failure must
 * not undo or fail the request, so it is logged (the reference and the error's name, nothing else).
 */
export async function notifyBooking(
  deps: BookingMailDeps,
  kind: Exclude<BookingMailKind, 'invoice'>,
  source: DocumentSource,
  language: MailLanguage,
): Promise<void> {
  try {
    await sendBookingMail(deps, kind, source, language);
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    deps.services.logger.error(
      `[mail] ${kind} mail for booking ${source.booking.reference} not sent: ${name}`,
    );
  }
}
