import { formatInstant, formatMoney, withHijri } from './format';
import { showsHijri } from './hijri';
import { labelsFor } from './labels';
import type { BookingDocument } from './model';
import { DocumentWriter } from './writer';

/**
 * The invoice: who bills (the club, from its configuration) and who is billed, one line per fare
 * or room with its taxes, the totals, the currency, the booking reference and the payment.
 */
export async function renderInvoice(booking: BookingDocument): Promise<Buffer> {
  const { language, currency, decimals } = booking;
  const t = labelsFor(language);
  const hijri = showsHijri(booking);
  const money = (amount: number) => formatMoney(amount, currency, decimals);
  const writer = new DocumentWriter(language, booking.branding, {
    title: `${t.invoiceTitle} ${booking.reference}`,
    subject: booking.reference,
  });
  writer.header(t.invoiceTitle, `${t.invoiceNumber}: INV-${booking.reference}`);

  const issued = booking.paidAt ?? booking.bookedAt;
  writer.fields([
    [t.invoiceNumber, `INV-${booking.reference}`],
    [t.invoiceDate, withHijri(formatInstant(issued, language), issued, hijri)],
    [t.reference, booking.reference],
    [t.currency, currency],
  ]);

  writer.section(t.billedBy);
  writer.fields([
    [t.name, booking.issuer.name],
    [t.address, booking.issuer.address],
    [t.email, booking.issuer.email],
    [t.phone, booking.issuer.phone],
  ]);

  writer.section(t.billedTo);
  writer.fields([
    [t.name, booking.contact.name],
    [t.email, booking.contact.email],
    [t.phone, booking.contact.phone],
    ...(booking.company
      ? ([
          [t.company, booking.company.name],
          [t.taxId[booking.company.taxIdLabel], booking.company.registrationNo],
        ] as [string, string][])
      : []),
  ]);

  const subtotal = booking.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const taxes = booking.lines.reduce((sum, line) => sum + line.taxes * line.quantity, 0);
  const fees = booking.lines.reduce((sum, line) => sum + line.fees * line.quantity, 0);
  const rows = booking.lines.map((line) => [
    line.description,
    String(line.quantity),
    money(line.unitPrice),
    money(line.taxes * line.quantity),
    money((line.unitPrice + line.taxes + line.fees) * line.quantity),
  ]);
  const blank = ['', '', ''];
  const totals = [
    [t.subtotal, ...blank, money(subtotal)],
    [t.totalTaxes, ...blank, money(taxes)],
    ...(fees > 0 ? [[t.totalFees, ...blank, money(fees)]] : []),
    [t.total, ...blank, money(booking.amount)],
  ];
  writer.section(t.description);
  writer.table(
    [
      { title: t.description, share: 0.36 },
      { title: t.quantity, share: 0.08, align: 'center' },
      { title: t.unitPrice, share: 0.18, align: 'end' },
      { title: t.taxes, share: 0.18, align: 'end' },
      { title: t.amount, share: 0.2, align: 'end' },
    ],
    [...rows, ...totals],
    [rows.length + totals.length - 1],
  );

  writer.section(t.payment);
  const method = booking.paymentMethodName
    ? (t.paymentMethods[booking.paymentMethodName] ?? booking.paymentMethodName)
    : t.notPaid;
  writer.fields([
    [t.paymentMethod, booking.cardLast4 ? `${method}, ${t.card(booking.cardLast4)}` : method],
    [
      t.paidAt,
      booking.paidAt ? withHijri(formatInstant(booking.paidAt, language), booking.paidAt, hijri) : t.notPaid,
    ],
    [t.status, t.statuses[booking.statusName] ?? booking.statusName],
  ]);
  writer.paragraph(t.invoiceNote, { size: 8.5 });
  return writer.finish(t.footer(booking.issuer.name), booking.cancelled ? t.cancelledStamp : null);
}
