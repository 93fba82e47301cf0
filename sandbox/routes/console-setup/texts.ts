/**
 * The texts of the console's set-up page (a one-time link sets a console account's first password),
 * in English and Arabic. The language comes from the link (`lang`), else the console's language
 * cookie, else English.
 */

export const SETUP_LANGUAGES = ['en', 'ar'] as const;
export type SetupLanguage = (typeof SETUP_LANGUAGES)[number];

export const isSetupLanguage = (value: unknown): value is SetupLanguage =>
  typeof value === 'string' && (SETUP_LANGUAGES as readonly string[]).includes(value);

export interface SetupTexts {
  languageName: string;
  languageSwitch: string;
  title: string;
  intro: string;
  account: string;
  roleNames: { 1: string; 2: string };
  password: string;
  confirmPassword: string;
  passwordRule: string;
  save: string;
  passwordInvalid: string;
  passwordsDiffer: string;
  doneTitle: string;
  doneText: string;
  signIn: string;
  invalidTitle: string;
  invalidText: string;
  expiredTitle: string;
  expiredText: string;
  usedTitle: string;
  usedText: string;
  formExpired: string;
  otherSite: string;
  notAllowed: string;
  tooManyAttempts: (minutes: number) => string;
  backToConsole: string;
}

export const SETUP_TEXTS: Record<SetupLanguage, SetupTexts> = {
  en: {
    languageName: 'English',
    languageSwitch: 'Language',
    title: 'Set up your console account',
    intro: 'Choose the password you will use to sign in to the operator console.',
    account: 'Account',
    roleNames: { 1: 'Super administrator', 2: 'Club administrator' },
    password: 'New password',
    confirmPassword: 'Confirm the new password',
    passwordRule:
      'At least 8 characters, with a letter, a digit and one of ! @ # $ % ^ & *, and no spaces (64 at most).',
    save: 'Save password',
    passwordInvalid: 'This password does not follow the rule below. Choose another one.',
    passwordsDiffer: 'The two passwords are not the same.',
    doneTitle: 'Your password is set',
    doneText: 'Your console account is ready. Sign in with your e-mail address and the new password.',
    signIn: 'Go to sign-in',
    invalidTitle: 'This set-up link is not valid',
    invalidText:
      'The link is incomplete or was never issued. Copy the whole link, or ask your administrator for a new one.',
    expiredTitle: 'This set-up link has expired',
    expiredText: 'Set-up links work for 24 hours. Ask your administrator for a new one.',
    usedTitle: 'This set-up link was already used',
    usedText:
      'A set-up link works once. If you chose your password already, sign in; otherwise ask your administrator for a new link.',
    formExpired: 'This form is no longer valid. Open the set-up link again.',
    otherSite: 'This form was sent from another site and was refused.',
    notAllowed: 'Not allowed',
    tooManyAttempts: (minutes) =>
      `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    backToConsole: 'Go to the operator console',
  },
  ar: {
    languageName: 'العربية',
    languageSwitch: 'اللغة',
    title: 'إعداد حسابك في لوحة التحكم',
    intro: 'اختر كلمة المرور التي ستستخدمها لتسجيل الدخول إلى لوحة تحكم المشغّل.',
    account: 'الحساب',
    roleNames: { 1: 'المسؤول الأعلى', 2: 'مسؤول النادي' },
    password: 'كلمة المرور الجديدة',
    confirmPassword: 'أكّد كلمة المرور الجديدة',
    passwordRule:
      '8 أحرف على الأقل، منها حرف ورقم وأحد الرموز ! @ # $ % ^ & *، ومن دون مسافات (64 حرفًا على الأكثر).',
    save: 'حفظ كلمة المرور',
    passwordInvalid: 'كلمة المرور هذه لا تستوفي الشرط المذكور أدناه. اختر كلمة مرور أخرى.',
    passwordsDiffer: 'كلمتا المرور غير متطابقتين.',
    doneTitle: 'تم تعيين كلمة المرور',
    doneText: 'حسابك في لوحة التحكم جاهز. سجّل الدخول ببريدك الإلكتروني وكلمة المرور الجديدة.',
    signIn: 'الانتقال إلى تسجيل الدخول',
    invalidTitle: 'رابط الإعداد هذا غير صالح',
    invalidText: 'الرابط ناقص أو لم يُصدَر قط. انسخ الرابط كاملًا، أو اطلب رابطًا جديدًا من المسؤول.',
    expiredTitle: 'انتهت صلاحية رابط الإعداد هذا',
    expiredText: 'تبقى روابط الإعداد صالحة مدة 24 ساعة. اطلب رابطًا جديدًا من المسؤول.',
    usedTitle: 'سبق استخدام رابط الإعداد هذا',
    usedText:
      'يعمل رابط الإعداد مرة واحدة فقط. إن كنت قد اخترت كلمة المرور فسجّل الدخول، وإلا فاطلب رابطًا جديدًا من المسؤول.',
    formExpired: 'لم يعد هذا النموذج صالحًا. افتح رابط الإعداد مرة أخرى.',
    otherSite: 'أُرسل هذا النموذج من موقع آخر فرُفض.',
    notAllowed: 'غير مسموح',
    tooManyAttempts: (minutes) =>
      minutes === 1
        ? 'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقة.'
        : minutes === 2
          ? 'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.'
          : `محاولات كثيرة جدًا. حاول مرة أخرى بعد ${minutes} ${minutes <= 10 ? 'دقائق' : 'دقيقة'}.`,
    backToConsole: 'الانتقال إلى لوحة تحكم المشغّل',
  },
};
