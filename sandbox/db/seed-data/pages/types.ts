/** A club's page in one language: its title and rich text (h2/h3 carry ids for a table of contents). */
export interface PageText {
  title: string;
  html: string;
}

export type PageSlug = 'about-us' | 'terms-and-conditions' | 'privacy-policy' | 'contact-us';

export const PAGE_SLUGS: readonly PageSlug[] = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'contact-us',
];

/** Every page of a club in English and Arabic, with the day its text last changed. */
export type ClubPages = Record<PageSlug, { updatedAt: string; en: PageText; ar: PageText }>;

/** What the legal pages say differently per club. */
export interface LegalFacts {
  name: { en: string; ar: string };
  legalName: { en: string; ar: string };
  /** Where the company is registered, as a phrase: "Dubai, United Arab Emirates". */
  seat: { en: string; ar: string };
  /** The law the terms follow and the courts that hear disputes. */
  law: { en: string; ar: string };
  courts: { en: string; ar: string };
  /** The data protection law the privacy policy follows. */
  dataLaw: { en: string; ar: string };
  supportEmail: string;
  /** Hours within which a cancellation request is answered. */
  replyHours: number;
  /** The club's fee for handling a refund, in its default currency. */
  refundFee: string;
  clubId: number;
}
