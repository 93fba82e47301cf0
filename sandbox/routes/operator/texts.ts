import { AGENT_APPROVAL, type AgentApproval } from '../../db/schema';

/**
 * Every text of the operator's review pages, in English and Arabic. The operator picks the language
 * with the switch at the top of each page (a cookie for /operator); English until they do.
 */

export const OPERATOR_LANGUAGES = ['en', 'ar'] as const;
export type OperatorLanguage = (typeof OPERATOR_LANGUAGES)[number];

export const isOperatorLanguage = (value: unknown): value is OperatorLanguage =>
  typeof value === 'string' && (OPERATOR_LANGUAGES as readonly string[]).includes(value);

export interface OperatorTexts {
  /** The language's own name, as the switch shows it. */
  languageName: string;
  languageSwitch: string;
  signOut: string;
  signInTitle: string;
  signInIntro: string;
  email: string;
  password: string;
  signIn: string;
  signInFailed: string;
  sessionExpired: string;
  tooManyAttempts: (minutes: number) => string;
  captchaRequired: string;
  captchaFailed: string;
  captchaWorking: string;
  captchaDone: string;
  captchaNeedsScript: string;
  navLabel: string;
  superAdmin: string;
  navClubs: string;
  navClub: string;
  navAudit: string;
  navMail: string;
  notAllowed: string;
  formExpired: string;
  otherSite: string;
  notFound: string;
  noSuchApplication: string;
  noSuchDocument: string;
  backToOperator: string;
  listTitle: string;
  applicant: string;
  company: string;
  status: string;
  submitted: string;
  details: string;
  open: string;
  openApplicationOf: (name: string) => string;
  noApplications: string;
  statusNames: Record<AgentApproval, string>;
  /** "This cannot be done while the application is …" with the state's name. */
  notWhile: (status: AgentApproval) => string;
  allApplications: string;
  applicationOf: (name: string) => string;
  decided: string;
  reason: string;
  person: string;
  name: string;
  verified: string;
  notVerified: string;
  phone: string;
  secondPhone: string;
  companyName: string;
  pointOfContact: string;
  address: string;
  iataNumber: string;
  noIata: string;
  branding: string;
  logo: string;
  logoOf: (company: string) => string;
  primaryColour: string;
  secondaryColour: string;
  documents: string;
  noDocuments: string;
  kindNames: { TRADE_LICENCE: string; OTHER: string };
  megabytes: string;
  kilobytes: string;
  /** Between the parts of a list line: ", " or "، ". */
  comma: string;
  decision: string;
  startReview: string;
  startingBalance: string;
  approve: string;
  reject: string;
  badStartingBalance: string;
  badReason: (max: number) => string;
  doneNotices: Partial<Record<AgentApproval, string>>;
}

const en: OperatorTexts = {
  languageName: 'English',
  languageSwitch: 'Language',
  signOut: 'Sign out',
  signInTitle: 'Operator sign-in',
  signInIntro: 'Run your club: its settings, pages and agent applications. For console accounts only.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signInFailed: 'Wrong email or password, or not an operator account.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyAttempts: (minutes) =>
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  captchaRequired:
    'Too many wrong passwords for this email. Please wait a moment while we check you are not a robot, then sign in.',
  captchaFailed: 'The robot check did not work. Please try again.',
  captchaWorking: 'Checking you are not a robot…',
  captchaDone: 'Check done. You can sign in.',
  captchaNeedsScript: 'The robot check needs JavaScript. Please turn it on for this page.',
  navLabel: 'Console',
  superAdmin: 'Super administrator',
  navClubs: 'Clubs',
  navClub: 'Club settings',
  navAudit: 'Audit log',
  navMail: 'Mail outbox',
  notAllowed: 'Not allowed',
  formExpired: 'This form has expired. Open the page again and retry.',
  otherSite: 'This form was sent from another site.',
  notFound: 'Not found',
  noSuchApplication: 'There is no such application.',
  noSuchDocument: 'There is no such document.',
  backToOperator: 'Back to the operator page',
  listTitle: 'Agent applications',
  applicant: 'Applicant',
  company: 'Company',
  status: 'Status',
  submitted: 'Submitted',
  details: 'Details',
  open: 'Open',
  openApplicationOf: (name) => `Open the application of ${name}`,
  noApplications: 'No application has been submitted yet.',
  statusNames: {
    [AGENT_APPROVAL.APPROVED]: 'Approved',
    [AGENT_APPROVAL.PENDING]: 'Pending',
    [AGENT_APPROVAL.IN_REVIEW]: 'In review',
    [AGENT_APPROVAL.REJECTED]: 'Rejected',
  },
  notWhile: (status) =>
    `This cannot be done while the application is ${en.statusNames[status].toLowerCase()}.`,
  allApplications: 'All applications',
  applicationOf: (name) => `Application of ${name}`,
  decided: 'Decided',
  reason: 'Reason',
  person: 'Person',
  name: 'Name',
  verified: '(verified)',
  notVerified: '(not verified)',
  phone: 'Phone',
  secondPhone: 'Second phone',
  companyName: 'Company name',
  pointOfContact: 'Point of contact',
  address: 'Address',
  iataNumber: 'IATA number',
  noIata: 'None',
  branding: 'Branding',
  logo: 'Logo',
  logoOf: (company) => `Logo of ${company}`,
  primaryColour: 'Primary colour',
  secondaryColour: 'Secondary colour',
  documents: 'Documents',
  noDocuments: 'No documents.',
  kindNames: { TRADE_LICENCE: 'Trade licence', OTHER: 'Other document' },
  megabytes: 'MB',
  kilobytes: 'KB',
  comma: ', ',
  decision: 'Decision',
  startReview: 'Start review',
  startingBalance: 'Starting balance (USD)',
  approve: 'Approve',
  reject: 'Reject',
  badStartingBalance: 'Starting balance: enter an amount from 0 to 1,000,000 with at most two decimals.',
  badReason: (max) => `Reason: write 1 to ${max} characters.`,
  doneNotices: {
    [AGENT_APPROVAL.IN_REVIEW]: 'The review has started. The applicant was told by e-mail.',
    [AGENT_APPROVAL.APPROVED]: 'Approved. The agent’s wallet is open and the applicant was told by e-mail.',
    [AGENT_APPROVAL.REJECTED]: 'Rejected. The applicant was told by e-mail, with the reason.',
  },
};

const ar: OperatorTexts = {
  languageName: 'العربية',
  languageSwitch: 'اللغة',
  signOut: 'تسجيل الخروج',
  signInTitle: 'دخول المشرف',
  signInIntro: 'أدِر ناديك: إعداداته وصفحاته وطلبات الوكلاء. هذه الصفحة لحسابات لوحة التحكم فقط.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  signInFailed: 'البريد الإلكتروني أو كلمة المرور غير صحيحة، أو أن الحساب ليس حساب مشرف.',
  sessionExpired: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  tooManyAttempts: (minutes) =>
    `محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${minutes === 1 ? 'دقيقة واحدة' : minutes === 2 ? 'دقيقتين' : `${minutes} ${minutes <= 10 ? 'دقائق' : 'دقيقة'}`}.`,
  captchaRequired:
    'أُدخلت كلمات مرور خاطئة كثيرة لهذا البريد. انتظر لحظة حتى نتحقق من أنك لست روبوتًا، ثم سجّل الدخول.',
  captchaFailed: 'لم ينجح التحقق من أنك لست روبوتًا. يُرجى المحاولة مرة أخرى.',
  captchaWorking: 'جارٍ التحقق من أنك لست روبوتًا…',
  captchaDone: 'اكتمل التحقق. يمكنك تسجيل الدخول الآن.',
  captchaNeedsScript: 'يحتاج التحقق إلى تفعيل JavaScript في هذه الصفحة.',
  navLabel: 'لوحة التحكم',
  superAdmin: 'المشرف العام',
  navClubs: 'الأندية',
  navClub: 'إعدادات النادي',
  navAudit: 'سجل التغييرات',
  navMail: 'البريد الصادر',
  notAllowed: 'غير مسموح',
  formExpired: 'انتهت صلاحية هذا النموذج. افتح الصفحة من جديد وأعد المحاولة.',
  otherSite: 'أُرسل هذا النموذج من موقع آخر.',
  notFound: 'غير موجود',
  noSuchApplication: 'لا يوجد طلب بهذا الرقم.',
  noSuchDocument: 'لا يوجد مستند بهذا الرقم.',
  backToOperator: 'العودة إلى صفحة المشرف',
  listTitle: 'طلبات الوكلاء',
  applicant: 'مقدّم الطلب',
  company: 'الشركة',
  status: 'الحالة',
  submitted: 'تاريخ التقديم',
  details: 'التفاصيل',
  open: 'فتح',
  openApplicationOf: (name) => `فتح طلب ${name}`,
  noApplications: 'لم يُقدَّم أي طلب حتى الآن.',
  statusNames: {
    [AGENT_APPROVAL.APPROVED]: 'مقبول',
    [AGENT_APPROVAL.PENDING]: 'قيد الانتظار',
    [AGENT_APPROVAL.IN_REVIEW]: 'قيد المراجعة',
    [AGENT_APPROVAL.REJECTED]: 'مرفوض',
  },
  notWhile: (status) => `لا يمكن تنفيذ هذا الإجراء والطلب في حالة «${ar.statusNames[status]}».`,
  allApplications: 'كل الطلبات',
  applicationOf: (name) => `طلب ${name}`,
  decided: 'تاريخ القرار',
  reason: 'السبب',
  person: 'مقدّم الطلب',
  name: 'الاسم',
  verified: '(تم التحقق منه)',
  notVerified: '(لم يتم التحقق منه)',
  phone: 'الهاتف',
  secondPhone: 'الهاتف الثاني',
  companyName: 'اسم الشركة',
  pointOfContact: 'مسؤول التواصل',
  address: 'العنوان',
  iataNumber: 'رقم IATA',
  noIata: 'لا يوجد',
  branding: 'الهوية التجارية',
  logo: 'الشعار',
  logoOf: (company) => `شعار ${company}`,
  primaryColour: 'اللون الأساسي',
  secondaryColour: 'اللون الثانوي',
  documents: 'المستندات',
  noDocuments: 'لا توجد مستندات.',
  kindNames: { TRADE_LICENCE: 'الرخصة التجارية', OTHER: 'مستند آخر' },
  megabytes: 'ميغابايت',
  kilobytes: 'كيلوبايت',
  comma: '، ',
  decision: 'القرار',
  startReview: 'بدء المراجعة',
  startingBalance: 'الرصيد الافتتاحي (بالدولار الأمريكي)',
  approve: 'قبول',
  reject: 'رفض',
  badStartingBalance: 'الرصيد الافتتاحي: أدخل مبلغًا من 0 إلى 1,000,000 بمنزلتين عشريتين على الأكثر.',
  badReason: (max) => `السبب: اكتب من 1 إلى ${max} حرف.`,
  doneNotices: {
    [AGENT_APPROVAL.IN_REVIEW]: 'بدأت المراجعة، وأُبلغ مقدّم الطلب بالبريد الإلكتروني.',
    [AGENT_APPROVAL.APPROVED]: 'تم القبول. فُتحت محفظة الوكيل وأُبلغ مقدّم الطلب بالبريد الإلكتروني.',
    [AGENT_APPROVAL.REJECTED]: 'تم الرفض، وأُبلغ مقدّم الطلب بالبريد الإلكتروني مع ذكر السبب.',
  },
};

export const OPERATOR_TEXTS: Record<OperatorLanguage, OperatorTexts> = { en, ar };
