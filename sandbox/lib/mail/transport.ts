import type { OtpType } from '../../db/schema';

/** A mail the sandbox sends: one-time codes today, booking mail later. */
export interface OutgoingMail {
  clubId: number;
  /** Shown as the sender's name. */
  clubName: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one-time code the mail carries, so the development outbox can show it. */
  code?: string;
  otpType?: OtpType;
  language: string;
}

/** Where mail goes: the development outbox, an SMTP server, or both (see ./index.ts). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}
