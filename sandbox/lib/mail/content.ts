import type { Words } from './parts';

/** The two languages mail is written in; any other reader gets English. */
export type MailLanguage = 'en' | 'ar';

export function mailLanguage(language: string | null | undefined): MailLanguage {
  return language?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** What the frame needs to know about the club a mail goes out for, in the mail's language. */
export interface MailClub {
  id: number;
  /** The club's name in the mail's language: the sender's name, the greeting's and the footer's. */
  name: string;
  /** Brand colours (`#rrggbb`): the header band and buttons, and the accents. */
  primary: string;
  secondary: string;
  /** The logo as a PNG (mail clients do not show SVG), sent inline; the name stands in without one. */
  logo: { png: Buffer; width: number; height: number } | null;
  /** Where replies go: the club's contact address for mail (clubs.mail_reply_to, else support_email). */
  replyTo: string;
  contact: { email: string; phone: string; address: string };
  /** The legal line of the footer (the club's copyright text in the mail's language). */
  legal: string;
}

/** One piece of a mail's body, written by the frame as HTML and as plain text. */
export type MailBlock =
  | { type: 'text'; words: Words }
  /** A one-time code on a line of its own, large and left to right. */
  | { type: 'code'; code: string }
  /** Label and value pairs: an itinerary, a stay, a price. */
  | { type: 'facts'; title?: string; rows: { label: string; value: Words }[] }
  /** A person's own words (a contact message, a reviewer's reason), quoted in their own direction. */
  | { type: 'quote'; text: string }
  /** The one thing to do next: a button in HTML, the label and the address in plain text. */
  | { type: 'action'; label: string; url: string };

export interface MailContent {
  subject: Words;
  /** The greeting's name; null greets without one; `false` writes no greeting (mail to the club's team). */
  greet: string | null | false;
  blocks: MailBlock[];
  /** Whether the club's team signs the mail (not the copy a team gets of a contact message). */
  signed?: boolean;
}

/** A mail ready to go: both bodies in the reader's language. */
export interface FramedMail {
  language: MailLanguage;
  subject: string;
  text: string;
  html: string;
}
