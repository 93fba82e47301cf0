import { createRoute } from '@hono/zod-openapi';
import { contactMessages } from '../../db/schema';
import { verifyCaptcha } from '../../lib/captcha';
import { UNKNOWN_CLIENT_IP } from '../../lib/client-ip';
import { requireClubSettings } from '../../lib/clubs';
import { loadMailClub } from '../../lib/mail';
import { enqueueMail, renderedMessage } from '../../lib/mail/outbox';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { mailLanguage } from '../../lib/mail/templates';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import { checkRateLimit } from '../../lib/request-limits';
import { renderAcknowledgementMail, renderSupportMail } from './mail';
import { ContactAnswerSchema, ContactBodySchema } from './schemas';

export const CONTACT_SENT_MESSAGE = 'Thank you. We received your message and will answer you soon.';

const postContact = createRoute({
  ...access.club,
  method: 'post',
  path: '/contact',
  tags: ['Contact'],
  summary: "Sends a message to the club's support team (contact-us form)",
  description:
    "Checks the captcha (the club's provider, as on the auth welcome step), stores the message, " +
    "mails it to the club's support address (`contact.email` of the configuration, reply-to the " +
    "sender) and sends the sender an acknowledgement in the request's `language`. Limited per " +
    'address (5 an hour) and per email (3 an hour): 429 with Retry-After.',
  request: {
    headers: siteHeaders,
    body: { content: { 'application/json': { schema: ContactBodySchema } }, required: true },
  },
  responses: {
    201: jsonEnvelope(ContactAnswerSchema, 'The message was stored and mailed'),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

export const contactRoutes = createRouter().openapi(postContact, async (c) => {
  const { captcha, ...message } = c.req.valid('json');
  const { db, services, clubId } = c.var;
  await checkRateLimit(c, 'contact', message.email);
  const club = await requireClubSettings(db, clubId);
  const ip = services.clientIp(c);
  await verifyCaptcha(db, services, captcha, club, ip === UNKNOWN_CLIENT_IP ? '' : ip);

  const language = mailLanguage(c.req.header('language'));
  // Each mail names the club in its reader's language (issue 30 item 19).
  const forSupport = await loadMailClub(db, clubId, mailLanguage(club.defaultLanguage));
  const forSender = await loadMailClub(db, clubId, language);
  // The message and its two mails are kept together or not at all; the outbox sends the mails.
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        clubId,
        fullName: message.fullName,
        email: message.email,
        phoneCountryCode: message.phoneCountryCode,
        phoneNumber: message.phoneNo,
        subject: message.subject,
        message: message.message,
        language,
        clientIp: ip,
      })
      .returning({ id: contactMessages.id });
    const reference = stored!.id;
    if (forSupport.contact.email) {
      const toSupport = renderSupportMail({ club: forSupport, reference, message }, club.defaultLanguage);
      await enqueueMail(tx, {
        key: `contact:${reference}:support`,
        clubId,
        kind: 'contact.support',
        to: forSupport.contact.email,
        language: toSupport.language,
        // The team's reply goes straight to the sender.
        message: renderedMessage(forSupport.name, toSupport, message.email, forSupport.logo !== null),
      });
    }
    const acknowledgement = renderAcknowledgementMail({ club: forSender, reference, message }, language);
    await enqueueMail(tx, {
      key: `contact:${reference}:acknowledgement`,
      clubId,
      kind: 'contact.acknowledgement',
      to: message.email,
      language: acknowledgement.language,
      message: renderedMessage(forSender.name, acknowledgement, forSender.replyTo, forSender.logo !== null),
    });
    return reference;
  });
  services.outbox.kick();
  return c.json(success({ id }, CONTACT_SENT_MESSAGE, 201), 201);
});
