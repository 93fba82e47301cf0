import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/** Sends through the SMTP server of `SMTP_URL` (e.g. smtps://user:pass@mail.example.com:465). */
export function createSmtpTransport({ url, from }: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: { name: mail.clubName, address: from },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        headers: { 'Content-Language': mail.language },
      });
    },
  };
}
