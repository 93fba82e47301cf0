import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { MODULE_TYPE, REFUND_STATUS, USER_TYPE, clubs, users } from '../../db/schema';
import {
  formatDay,
  formatMoney,
  hijriDate,
  labelsFor,
  showsHijri,
  type BookingDocument,
} from '../../lib/documents';
import {
  addressMail,
  loadMailClub,
  type MailAttachment,
  type MailClub,
  type OutgoingMail,
} from '../../lib/mail';
import type { MailBlock } from '../../lib/mail/content';
import { frameMail } from '../../lib/mail/frame';
import { auto, clubSubject, ltr, partsOf, rtl, type Words } from '../../lib/mail/parts';
import type { MailLanguage, RenderedMail } from '../../lib/mail/templates';
import { mailTexts, type MailTexts } from '../../lib/mail/texts';
import type { AppServices } from '../../lib/services';
import { documentOf, type DocumentSource } from './document-data';
import { bookingAttachments } from './document-files';

/**
 * The booking mails: confirmation (paid), failed (paid, refused by the supplier), cancellation,
 * refund and the invoice on request, in the customer's language, to the booking's contact e-mail:
 * the trip or the stay, the price paid, a link that opens the booking, and the documents attached.
 */

export type BookingMailKind = 'confirmation' | 'failed' | 'cancellation' | 'refund' | 'invoice';

/**
 * Where the mail sends the reader back to the booking: the booking in My bookings for an account
 * (customer or agent site), or for a guest (who has none) Manage booking with the reference filled
 * in — never the e-mail, which a link would leak into logs and histories.
 */
export type WayBack = { kind: 'account'; url: string } | { kind: 'guest'; manageUrl: string };

export interface BookingMailDeps {
  db: Database;
  services: AppServices;
  clubId: number;
}

/** A refund as the mail tells it: its status when the event happened and the amount. */
export interface RefundNews {
  status: number;
  amount: string;
}

function tripFacts(document: BookingDocument, texts: MailTexts['booking']['facts']): MailBlock {
  const { language } = document;
  /*
   * An Arabic mail of a club that shows Hijri dates gives the Umm al-Qura date after each Gregorian
   * one, as the site does ("… — 1 رجب 1448 هـ"), isolated right to left so that its digits never
   * join the Gregorian date's or a time's.
   */
  const hijri = showsHijri(document);
  const dated = (words: Words, value: string): Words =>
    hijri ? [...partsOf(words), ' — ', rtl(hijriDate(value))] : words;
  const reference = { label: texts.reference, value: ltr(document.reference) };
  const paid = {
    label: texts.paid,
    value: ltr(formatMoney(document.amount, document.currency, document.decimals)),
  };
  if (document.module === 'hotel') {
    const { hotel } = document;
    const { boards } = labelsFor(language);
    const address = [hotel.address, hotel.city].filter(Boolean).join(', ');
    return {
      type: 'facts',
      title: texts.stay,
      rows: [
        reference,
        { label: texts.hotel, value: auto(hotel.name) },
        ...(address ? [{ label: texts.address, value: auto(address) }] : []),
        {
          label: texts.checkIn,
          value: dated(
            texts.fromTime(formatDay(document.checkIn, language), document.checkInFrom),
            document.checkIn,
          ),
        },
        {
          label: texts.checkOut,
          value: dated(
            texts.untilTime(formatDay(document.checkOut, language), document.checkOutUntil),
            document.checkOut,
          ),
        },
        { label: texts.nights, value: texts.nightCount(document.nights) },
        ...document.rooms.flatMap((room) => [
          // The board in words, as the voucher gives it ("Bed and breakfast", not "BB").
          { label: texts.room, value: auto(`${room.name} · ${boards[room.board] ?? room.board}`) },
          ...(room.confirmationNumber
            ? [{ label: texts.confirmation, value: ltr(room.confirmationNumber) }]
            : []),
        ]),
        paid,
      ],
    };
  }
  return {
    type: 'facts',
    title: texts.itinerary,
    rows: [
      reference,
      ...document.segments.map((segment) => ({
        label: texts.flight,
        value: dated(
          [
            ltr(`${segment.flightNumber} ${segment.origin} → ${segment.destination}`),
            ' · ',
            formatDay(segment.departure, language),
            ' ',
            ltr(segment.departure.split('T')[1]?.slice(0, 5) ?? ''),
          ],
          segment.departure,
        ),
      })),
      // The supplier's references, issued at ticketing: what an airline desk or a visa office asks for.
      ...document.recordLocators.map((entry) => ({
        label: texts.recordLocator(entry.airline),
        value: ltr(entry.locator),
      })),
      ...document.travellers.flatMap((traveller) =>
        traveller.eTicket ? [{ label: texts.eTicket(traveller.name), value: ltr(traveller.eTicket) }] : [],
      ),
      paid,
    ],
  };
}

function refundLine(texts: MailTexts['booking'], refund: RefundNews | null): Words {
  if (!refund) return texts.noRefund;
  if (refund.status === REFUND_STATUS.Refunded) return texts.refunded(refund.amount);
  if (refund.status === REFUND_STATUS.Failed) return texts.refundFailed(refund.amount);
  return texts.refundPending(refund.amount);
}

/** The mail of `kind` about the booking `document` describes, framed for `club`. */
export function renderBookingMail(
  kind: BookingMailKind,
  document: BookingDocument,
  refund: RefundNews | null,
  wayBack: WayBack,
  club: MailClub,
): RenderedMail {
  const language = document.language as MailLanguage;
  const texts = mailTexts[language].booking;
  const ref = document.reference;
  const flight = document.module === 'flight';
  const paidAmount = formatMoney(document.amount, document.currency, document.decimals);
  const refundPending =
    refund && refund.status !== REFUND_STATUS.Refunded && refund.status !== REFUND_STATUS.Failed;
  const opening: Record<BookingMailKind, Words[]> = {
    confirmation: [texts.confirmed(ref)],
    cancellation: [texts.cancelled(ref), refundLine(texts, refund)],
    refund: [texts.refundNews(ref), refundLine(texts, refund)],
    invoice: [texts.invoiceIntro(ref)],
    failed: [
      texts.failedIntro(ref, flight),
      texts.failedPaid(paidAmount),
      refundPending ? texts.failedRefunding : refundLine(texts, refund),
    ],
  };
  const attached =
    kind === 'failed' ? [] : [kind === 'invoice' ? texts.attachedInvoice : texts.attached(flight)];
  const way: MailBlock[] =
    wayBack.kind === 'guest'
      ? [
          { type: 'text', words: texts.guestWayBack(ref) },
          { type: 'action', label: texts.openManage, url: wayBack.manageUrl },
        ]
      : [
          { type: 'text', words: texts.accountWayBack },
          { type: 'action', label: texts.openMyBookings, url: wayBack.url },
        ];
  return frameMail(language, club, {
    subject: clubSubject(club.name, texts.subject[kind](ref)),
    greet: document.contact.name || null,
    blocks: [
      ...opening[kind].map((words): MailBlock => ({ type: 'text', words })),
      tripFacts(document, texts.facts),
      ...attached.map((words): MailBlock => ({ type: 'text', words })),
      ...way,
    ],
  });
}

/** The refund as the mail should tell it: with the status the event saw, when one is given. */
export function refundNewsOf(
  source: DocumentSource,
  document: BookingDocument,
  statusAtEvent?: number | null,
): RefundNews | null {
  const { refund } = source;
  if (!refund) return null;
  return {
    status: statusAtEvent ?? refund.status,
    amount: formatMoney(Number(refund.amount), refund.currency, document.decimals),
  };
}

/**
 * The booking in My bookings for an account (the agent site's for an agent, a sub-agent or a staff
 * user), or Manage booking with the reference for a guest, in the mail's language.
 */
export async function wayBackOf(
  db: Database,
  clubId: number,
  source: DocumentSource,
  language: MailLanguage,
): Promise<WayBack> {
  const [club] = await db
    .select({ customer: clubs.customerClubUrl, agent: clubs.agentClubUrl })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  const base = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');
  const { booking } = source;
  if (booking.userId === null) {
    const query = new URLSearchParams({ reference: booking.reference });
    return {
      kind: 'guest',
      manageUrl: `${base(club?.customer)}/${language}/manage-booking?${query.toString()}`,
    };
  }
  const [user] = await db
    .select({ type: users.userType })
    .from(users)
    .where(eq(users.id, booking.userId))
    .limit(1);
  const agentSide =
    user?.type === USER_TYPE.AGENT ||
    user?.type === USER_TYPE.SUB_AGENT ||
    user?.type === USER_TYPE.STAFF_USER;
  const site = base(agentSide ? club?.agent : club?.customer);
  const section = booking.moduleType === MODULE_TYPE.Hotel ? 'hotels' : 'flights';
  return {
    kind: 'account',
    url: `${site}/${language}/my-bookings/${section}/${encodeURIComponent(booking.id)}`,
  };
}

/**
 * The files a booking mail carries: the e-ticket or voucher, the invoice and the booking's `.ics`
 * (the invoice on request carries only itself; a refused booking: none). They come from the stored
 * documents (rendered once per booking state on the render pool), so a mail never renders on the
 * event loop and the attachment is the same file a download gives.
 */
export async function attachmentsOf(
  deps: BookingMailDeps,
  kind: BookingMailKind,
  source: DocumentSource,
  language: MailLanguage,
): Promise<MailAttachment[]> {
  if (kind === 'failed') return [];
  if (kind === 'invoice')
    return bookingAttachments(deps, source, language, { types: ['invoice'], calendar: false });
  return bookingAttachments(deps, source, language);
}

/** The whole mail about `source`, addressed to the booking's contact e-mail with its files. */
export async function bookingMailOf(
  { db, services, clubId }: BookingMailDeps,
  kind: BookingMailKind,
  source: DocumentSource,
  language: MailLanguage,
  refundStatusAtEvent?: number | null,
): Promise<OutgoingMail> {
  const document = await documentOf(db, clubId, source, language, services.storage);
  const club = await loadMailClub(db, clubId, language);
  const refund = refundNewsOf(source, document, refundStatusAtEvent);
  const mail = renderBookingMail(kind, document, refund, await wayBackOf(db, clubId, source, language), club);
  return addressMail(club, source.booking.contact.email, mail, {
    attachments: await attachmentsOf({ db, services, clubId }, kind, source, language),
  });
}

/** Sends the invoice asked for now (it answers the request); answers the address it went to. */
export async function sendBookingMail(
  deps: BookingMailDeps,
  kind: BookingMailKind,
  source: DocumentSource,
  language: MailLanguage,
): Promise<string> {
  const mail = await bookingMailOf(deps, kind, source, language);
  await deps.services.mail.send(mail);
  return mail.to;
}
