import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { clubs, contactMessages } from '../../db/schema';
import { verifyCaptcha } from '../../lib/captcha';
import { UNKNOWN_CLIENT_IP } from '../../lib/client-ip';
import { clubNameIn, requireClubSettings } from '../../lib/clubs';
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
  const [stored] = await db
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
  const [row] = await db
    .select({ supportEmail: clubs.supportEmail })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  // Each mail names the club in its reader's language (issue 30 item 19).
  const input = (reader: string) => ({ clubName: clubNameIn(club, reader), reference: stored!.id, message });

  const toSupport = renderSupportMail(input(club.defaultLanguage), club.defaultLanguage);
  if (row?.supportEmail) {
    await services.mail.send({
      clubId,
      clubName: clubNameIn(club, toSupport.language),
      to: row.supportEmail,
      replyTo: message.email,
      subject: toSupport.subject,
      text: toSupport.text,
      language: toSupport.language,
    });
  }
  const acknowledgement = renderAcknowledgementMail(input(language), language);
  await services.mail.send({
    clubId,
    clubName: clubNameIn(club, acknowledgement.language),
    to: message.email,
    ...(row?.supportEmail ? { replyTo: row.supportEmail } : {}),
    subject: acknowledgement.subject,
    text: acknowledgement.text,
    language: acknowledgement.language,
  });
  return c.json(success({ id: stored!.id }, CONTACT_SENT_MESSAGE, 201), 201);
});
