/** A file sent with a mail (a booking's documents). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for a part the HTML shows inline (`<img src="cid:…">`): the club's logo. */
  cid?: string;
}

/** A mail the sandbox sends: one-time codes, booking mail with its documents. */
export interface OutgoingMail {
  clubId: number;
  /** Shown as the sender's name. */
  clubName: string;
  to: string;
  /** Never logged: a contact message's subject is the visitor's own text. */
  subject: string;
  text: string;
  html?: string;
  language: string;
  /** Where replies go, when not to the sender (a contact message's author). */
  replyTo?: string;
  attachments?: MailAttachment[];
  /** The outbox's stable id for the event's mail (a resend carries the same). */
  messageId?: string;
}

/** Where mail goes: an SMTP server (see ./index.ts). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}
