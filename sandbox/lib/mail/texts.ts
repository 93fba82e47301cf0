import type { MailLanguage } from './content';
import { ar } from './texts-ar';
import { en, type MailTexts } from './texts-en';

export type { MailTexts } from './texts-en';
export { minutesInArabic } from './texts-ar';

/** The text table of each language mail is written in. */
export const mailTexts: Record<MailLanguage, MailTexts> = { en, ar };
