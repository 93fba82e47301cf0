import { AGENT_APPROVAL, type AgentApproval } from '../../db/schema';
import { mailLanguage, type RenderedMail } from './templates';
import type { AppServices } from '../services';
import { clubNameIn } from '../clubs';

/**
 * The mails an applicant gets (docs/agent-contract.md, "Mail"), in their language: the
 * acknowledgement of a submit and each change the operator makes.
 */

export type ApplicationMailEvent = 'submitted' | AgentApproval;

export interface ApplicationMailInput {
  clubName: string;
  /** Any language code; anything but Arabic gets English. */
  language: string | null | undefined;
  firstName: string;
  event: ApplicationMailEvent;
  /** APPROVED: the wallet's starting balance, e.g. `2500.00`. */
  startingBalance?: string;
  currency?: string;
  /** REJECTED: the reviewer's reason. */
  reason?: string;
}

/** `2500.00` → `2,500.00` (Latin digits in both languages, isolated in Arabic text). */
function formatAmount(amount: string): string {
  const [units = '0', cents = '00'] = amount.split('.');
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

const LRI = '\u2066';
const PDI = '\u2069';
const FSI = '\u2068';

function english(input: ApplicationMailInput): { subject: string; lines: string[] } {
  const { clubName } = input;
  switch (input.event) {
    case 'submitted':
      return {
        subject: 'We received your agent application',
        lines: [
          `Thank you for applying to become a travel agent with ${clubName}.`,
          'Our team will review your details and documents. We will e-mail you when the review starts and when it is decided.',
          'Until then you can still correct your details by signing in on the agent site.',
        ],
      };
    case AGENT_APPROVAL.IN_REVIEW:
      return {
        subject: 'Your agent application is being reviewed',
        lines: [
          `Our team at ${clubName} has started reviewing your application.`,
          'While it is in review it cannot be changed. We will e-mail you the decision.',
        ],
      };
    case AGENT_APPROVAL.APPROVED:
      return {
        subject: 'Your agent account is approved',
        lines: [
          `Welcome aboard: your agent account with ${clubName} is approved.`,
          `Your wallet is open with a starting balance of ${input.currency ?? 'USD'} ${formatAmount(input.startingBalance ?? '0.00')}.`,
          'Sign in on the agent site with your e-mail and password to start booking.',
        ],
      };
    case AGENT_APPROVAL.REJECTED:
      return {
        subject: 'Your agent application needs changes',
        lines: [
          `Our team at ${clubName} could not approve your application yet. The reviewer wrote:`,
          '',
          input.reason ?? '',
          '',
          'Sign in on the agent site, correct your details and submit the application again.',
        ],
      };
    default:
      throw new Error(`No mail for the application event ${String(input.event)}`);
  }
}

function arabic(input: ApplicationMailInput): { subject: string; lines: string[] } {
  const { clubName } = input;
  switch (input.event) {
    case 'submitted':
      return {
        subject: 'استلمنا طلبك للانضمام كوكيل سفر',
        lines: [
          `شكرًا لتقديم طلبك للانضمام كوكيل سفر لدى ${clubName}.`,
          'سيراجع فريقنا بياناتك ومستنداتك، وسنرسل إليك بريدًا إلكترونيًا عند بدء المراجعة وعند صدور القرار.',
          'حتى ذلك الحين يمكنك تعديل بياناتك بتسجيل الدخول إلى موقع الوكلاء.',
        ],
      };
    case AGENT_APPROVAL.IN_REVIEW:
      return {
        subject: 'طلبك قيد المراجعة',
        lines: [
          `بدأ فريقنا في ${clubName} مراجعة طلبك.`,
          'لا يمكن تعديل الطلب أثناء المراجعة، وسنرسل إليك القرار بالبريد الإلكتروني.',
        ],
      };
    case AGENT_APPROVAL.APPROVED:
      return {
        subject: 'تمت الموافقة على حساب الوكيل',
        lines: [
          `أهلًا بك: تمت الموافقة على حسابك كوكيل لدى ${clubName}.`,
          `فُتحت محفظتك برصيد ابتدائي قدره ${LRI}${input.currency ?? 'USD'} ${formatAmount(input.startingBalance ?? '0.00')}${PDI}.`,
          'سجّل الدخول إلى موقع الوكلاء ببريدك الإلكتروني وكلمة المرور لتبدأ الحجز.',
        ],
      };
    case AGENT_APPROVAL.REJECTED:
      return {
        subject: 'طلبك يحتاج إلى تعديلات',
        lines: [
          `لم يتمكن فريقنا في ${clubName} من الموافقة على طلبك بعد. كتب المراجع:`,
          '',
          `${FSI}${input.reason ?? ''}${PDI}`,
          '',
          'سجّل الدخول إلى موقع الوكلاء، وصحّح بياناتك، ثم أرسل الطلب مرة أخرى.',
        ],
      };
    default:
      throw new Error(`No mail for the application event ${String(input.event)}`);
  }
}

export function renderApplicationMail(input: ApplicationMailInput): RenderedMail {
  const language = mailLanguage(input.language);
  const { subject, lines } = language === 'ar' ? arabic(input) : english(input);
  const greeting = language === 'ar' ? `مرحبًا ${input.firstName}،` : `Hello ${input.firstName},`;
  const signature = language === 'ar' ? `فريق ${input.clubName}` : `The ${input.clubName} team`;
  return {
    language,
    subject: `${input.clubName}: ${subject}`,
    text: [greeting, '', ...lines, '', signature].join('\n'),
  };
}

/** Renders the mail in the applicant's language and sends it on behalf of the club. */
export async function mailApplicant(
  services: AppServices,
  club: { id: number; name: string; nameAr?: string | null },
  applicant: { email: string; firstName: string; preferredLanguage: string },
  details: Omit<ApplicationMailInput, 'clubName' | 'language' | 'firstName'>,
): Promise<void> {
  const clubName = clubNameIn(club, applicant.preferredLanguage);
  const mail = renderApplicationMail({
    ...details,
    clubName,
    language: applicant.preferredLanguage,
    firstName: applicant.firstName,
  });
  await services.mail.send({
    clubId: club.id,
    clubName,
    to: applicant.email,
    subject: mail.subject,
    text: mail.text,
    language: mail.language,
  });
}
