import type { OperatorLanguage } from './texts';

/** Every text of the console's club pages (settings, logo, airports, pages, audit), in English and Arabic. */

export type ClubFieldError =
  | 'required'
  | 'tooLong'
  | 'badHost'
  | 'hostTaken'
  | 'sameHosts'
  | 'badSlug'
  | 'slugTaken'
  | 'badClass'
  | 'badColour'
  | 'badUrl'
  | 'badMapStyle'
  | 'needsMapsKey'
  | 'notHttps'
  | 'pickLanguage'
  | 'pickCurrency'
  | 'pickPaymentMethod'
  | 'defaultNotOffered'
  | 'badCountry'
  | 'needsSiteKey'
  | 'badKey'
  | 'badEmail'
  | 'emailTaken'
  | 'noSecretsKey'
  | 'controlCharacters';

export interface ClubTexts {
  clubSettings: string;
  clubSettingsOf: (name: string) => string;
  saved: string;
  fixErrors: (count: number) => string;
  save: string;
  preview: string;
  identity: string;
  nameEn: string;
  nameAr: string;
  slug: string;
  slugHint: string;
  clubClass: string;
  clubClassHint: string;
  hosts: string;
  customerHost: string;
  agentHost: string;
  hostHint: string;
  languagesAndCurrencies: string;
  languages: string;
  defaultLanguage: string;
  currencies: string;
  defaultCurrency: string;
  defaultCountry: string;
  copyright: string;
  copyrightEn: string;
  copyrightAr: string;
  mail: string;
  mailReplyTo: string;
  mailReplyToHint: string;
  social: string;
  socialHint: string;
  theme: string;
  themeHint: string;
  shade: (group: string, shade: string) => string;
  primary: string;
  secondary: string;
  primaryBox: string;
  contrastTitle: string;
  contrastLine: (what: string, ratio: string, ok: boolean) => string;
  contrastLinks: string;
  contrastHeader: string;
  contrastButtons: string;
  contrastBox: string;
  unreadable: (what: string, ratio: string) => string;
  previewTitle: string;
  previewHeader: string;
  previewButton: string;
  previewLink: string;
  previewBox: string;
  payments: string;
  paymentMethods: string;
  paymentMethodNames: Record<'DebitCard' | 'CreditCard' | 'UPI' | 'NetBanking', string>;
  paymentsHint: string;
  taxIdLabel: string;
  showHijri: string;
  showHijriHint: string;
  showHijriNewHint: string;
  maps: string;
  mapsStyleUrl: string;
  mapsStyleUrlHint: string;
  mapsKey: string;
  taxIdLabelNames: Record<'GST' | 'VAT' | 'TRN', string>;
  captcha: string;
  captchaProvider: string;
  altcha: string;
  recaptcha: string;
  siteKey: string;
  secretKey: string;
  secretSet: string;
  secretUnset: string;
  secretHint: string;
  errors: Record<ClubFieldError, string>;
  logoTitle: string;
  logoCurrent: string;
  logoFile: string;
  logoHint: string;
  /** The logo picker's button and what it says before a file is chosen. */
  chooseFile: string;
  noFileChosen: string;
  upload: string;
  logoSaved: string;
  logoErrors: { missing: string; tooLarge: string; badType: string; unsafeSvg: string; badImage: string };
  airportsTitle: string;
  airportsIntro: string;
  airportCode: string;
  airportReason: string;
  addAirport: string;
  removeAirport: (code: string) => string;
  noAirports: string;
  airportErrors: { unknown: string; already: string; reason: string };
  airportAdded: string;
  airportRemoved: string;
  pagesTitle: string;
  pageNames: Record<'about-us' | 'terms-and-conditions' | 'privacy-policy', string>;
  editPage: (page: string, language: string) => string;
  pageTitle: string;
  pageBody: string;
  pageBodyHint: string;
  pageSaved: string;
  languageNames: Record<string, string>;
  auditTitle: string;
  auditWhen: string;
  auditWho: string;
  auditWhat: string;
  auditClub: string;
  auditBefore: string;
  auditAfter: string;
  auditEmpty: string;
  clubsTitle: string;
  newClub: string;
  createClub: string;
  clubCreated: string;
  operatorEmail: string;
  operatorEmailHint: string;
  setupLinkOnce: string;
  edit: string;
  editClub: (name: string) => string;
  noSuchClub: string;
}

const en: ClubTexts = {
  clubSettings: 'Club settings',
  clubSettingsOf: (name) => `Settings of ${name}`,
  saved: 'Saved. The site shows the change within a minute.',
  fixErrors: (count) => (count === 1 ? 'Please correct 1 field:' : `Please correct ${count} fields:`),
  save: 'Save',
  preview: 'Preview colours',
  identity: 'Name and class',
  nameEn: 'Club name (English)',
  nameAr: 'Club name (Arabic)',
  slug: 'Folder name',
  slugHint: 'Lower-case letters, digits and hyphens, e.g. desert-trips. Cannot be changed later.',
  clubClass: 'Club class',
  clubClassHint: 'The CSS class of the site’s page, e.g. club-desert.',
  hosts: 'Addresses',
  customerHost: 'Customer site host',
  agentHost: 'Agent site host',
  hostHint: 'A host name, with a port if needed, e.g. travel.example.com',
  languagesAndCurrencies: 'Languages, currencies and country',
  languages: 'Languages offered',
  defaultLanguage: 'Default language',
  currencies: 'Currencies offered',
  defaultCurrency: 'Default currency',
  defaultCountry: 'Default country',
  copyright: 'Copyright line',
  copyrightEn: 'Copyright (English)',
  copyrightAr: 'Copyright (Arabic)',
  mail: 'Club mail',
  mailReplyTo: 'Reply-to address',
  mailReplyToHint:
    'Where replies to the club’s mail (bookings, refunds, contact messages) go. Leave empty to use the club’s support address.',
  social: 'Social links',
  socialHint: 'https:// addresses only; leave empty to hide the link.',
  theme: 'Theme colours',
  themeHint: 'Hex colours such as #0b4f8a. Text must stay readable (WCAG AA, 4.5:1).',
  shade: (group, shade) => `${group} ${shade}`,
  primary: 'Primary',
  secondary: 'Secondary',
  primaryBox: 'Primary box',
  contrastTitle: 'Contrast check',
  contrastLine: (what, ratio, ok) => `${what}: ${ratio}:1 — ${ok ? 'readable' : 'too low'}`,
  contrastLinks: 'Links (primary 100 on white)',
  contrastHeader: 'Header text on primary 100',
  contrastButtons: 'Button text on secondary 100',
  contrastBox: 'Text on the primary box',
  unreadable: (what, ratio) => `Unreadable: ${what} has a contrast of ${ratio}:1; at least 4.5:1 is needed.`,
  previewTitle: 'Preview',
  previewHeader: 'Header',
  previewButton: 'Search flights',
  previewLink: 'A link',
  previewBox: 'A highlighted box with text.',
  payments: 'Payments and tax invoice',
  paymentMethods: 'Payment methods at checkout',
  paymentMethodNames: {
    DebitCard: 'Debit card (mada cards recognised)',
    CreditCard: 'Credit card',
    UPI: 'UPI (India)',
    NetBanking: 'Net banking (India)',
  },
  paymentsHint:
    'Offer UPI and net banking only to an Indian club. Agents also pay from their wallet, customers with loyalty points.',
  taxIdLabel: 'The tax invoice asks for',
  showHijri: 'Show Hijri (Umm al-Qura) dates beside the Gregorian ones in Arabic',
  showHijriHint:
    'Arabic pages, PDFs and e-mails then give each date in both calendars; English pages never do.',
  showHijriNewHint: 'On by default for a club whose default language is Arabic.',
  maps: 'Hotel map',
  mapsStyleUrl: 'Map style address (MapLibre style JSON)',
  mapsStyleUrlHint:
    'Optional. Without it the site shows no map. Write {key} where your map provider wants the key, e.g. https://api.maptiler.com/maps/streets-v2/style.json?key={key}.',
  mapsKey: 'Map key (the provider’s browser key)',
  taxIdLabelNames: {
    GST: 'GST number (India)',
    VAT: 'VAT number',
    TRN: 'TRN, tax registration number (UAE)',
  },
  captcha: 'Captcha',
  captchaProvider: 'Captcha provider',
  altcha: 'ALTCHA (built in, no keys)',
  recaptcha: 'Google reCAPTCHA',
  siteKey: 'reCAPTCHA site key',
  secretKey: 'reCAPTCHA secret key',
  secretSet: 'A secret key is saved. It is never shown; type a new one to replace it.',
  secretUnset: 'No secret key is saved; the API’s own key is used.',
  secretHint: 'Leave empty to keep the saved one.',
  errors: {
    required: 'This field is required.',
    tooLong: 'This text is too long.',
    badHost:
      'Enter a host name such as travel.example.com (letters, digits, hyphens and dots, optional :port).',
    hostTaken: 'Another club already uses this host.',
    sameHosts: 'The agent site needs a host of its own.',
    badSlug: 'Use lower-case letters, digits and hyphens (2 to 40).',
    slugTaken: 'Another club already uses this folder name.',
    badClass: 'Use letters, digits, hyphens and underscores, starting with a letter (at most 60).',
    badColour: 'Enter a hex colour such as #0b4f8a.',
    badUrl: 'Enter a full address such as https://www.instagram.com/yourclub.',
    notHttps: 'Only https:// addresses are allowed.',
    badMapStyle: 'Enter the full address of a style JSON, such as https://maps.example.com/style.json.',
    needsMapsKey: 'This style address has {key} in it: enter the map key.',
    pickLanguage: 'Choose at least one language.',
    pickCurrency: 'Choose at least one currency.',
    pickPaymentMethod: 'Choose at least one payment method.',
    defaultNotOffered: 'The default must be one of those offered.',
    badCountry: 'Choose a country from the list.',
    needsSiteKey: 'reCAPTCHA needs its site key.',
    badKey: 'Use letters, digits, hyphens and underscores only (at most 100).',
    badEmail: 'Enter a valid e-mail address.',
    emailTaken: 'This e-mail already has a console account.',
    noSecretsKey:
      'This server cannot store secret keys: its administrator has not set SANDBOX_SECRETS_KEY. Leave the field empty.',
    controlCharacters: 'This text contains characters that are not allowed.',
  },
  logoTitle: 'Logo',
  logoCurrent: 'Current logo',
  logoFile: 'New logo file',
  logoHint: 'PNG, WebP or SVG, at most 512 KB. SVG files may not contain scripts or outside references.',
  chooseFile: 'Choose a file',
  noFileChosen: 'No file chosen',
  upload: 'Upload logo',
  logoSaved: 'The new logo is saved.',
  logoErrors: {
    missing: 'Choose a file to upload.',
    tooLarge: 'The file is larger than 512 KB.',
    badType: 'Only PNG, WebP or SVG files are accepted.',
    unsafeSvg:
      'This SVG was refused: it contains scripts, event handlers, embedded HTML or references to other sites.',
    badImage: 'This file is not a readable image.',
  },
  airportsTitle: 'Blacklisted airports',
  airportsIntro: 'The site does not offer these airports in its search.',
  airportCode: 'Airport code (IATA)',
  airportReason: 'Reason (shown to no visitor)',
  addAirport: 'Add airport',
  removeAirport: (code) => `Remove ${code}`,
  noAirports: 'No airport is blacklisted.',
  airportErrors: {
    unknown: 'There is no airport with this code in the airport list.',
    already: 'This airport is already blacklisted.',
    reason: 'Write a reason of 1 to 200 characters.',
  },
  airportAdded: 'The airport is blacklisted.',
  airportRemoved: 'The airport is no longer blacklisted.',
  pagesTitle: 'Club pages',
  pageNames: {
    'about-us': 'About us',
    'terms-and-conditions': 'Terms and conditions',
    'privacy-policy': 'Privacy policy',
  },
  editPage: (pageName, language) => `${pageName} (${language})`,
  pageTitle: 'Title',
  pageBody: 'Text',
  pageBodyHint:
    'Simple HTML: paragraphs, headings, lists, bold, italics and https links. Anything else is removed on saving.',
  pageSaved: 'The page is saved.',
  languageNames: { en: 'English', ar: 'Arabic' },
  auditTitle: 'Audit log',
  auditWhen: 'When',
  auditWho: 'Who',
  auditWhat: 'What',
  auditClub: 'Club',
  auditBefore: 'Before',
  auditAfter: 'After',
  auditEmpty: 'No change has been made yet.',
  clubsTitle: 'Clubs',
  newClub: 'New club',
  createClub: 'Create club',
  clubCreated: 'The club is created.',
  operatorEmail: 'Club operator’s e-mail',
  operatorEmailHint: 'A WL_ADMIN account is created; its one-time set-up link is shown once.',
  setupLinkOnce:
    'Give this one-time set-up link to the club’s operator. It is shown only now and works once within 24 hours:',
  edit: 'Edit',
  editClub: (name) => `Edit ${name}`,
  noSuchClub: 'There is no such club.',
};

/** A left-to-right run (a ratio) inside Arabic text, isolated so it reads 4.5:1, not 1:4.5. */
const isolate = (text: string) => `\u2066${text}\u2069`;

const ar: ClubTexts = {
  clubSettings: 'إعدادات النادي',
  clubSettingsOf: (name) => `إعدادات ${name}`,
  saved: 'تم الحفظ. يظهر التغيير على الموقع خلال دقيقة.',
  fixErrors: (count) =>
    count === 1 ? 'يُرجى تصحيح حقل واحد:' : count === 2 ? 'يُرجى تصحيح حقلين:' : `يُرجى تصحيح ${count} حقول:`,
  save: 'حفظ',
  preview: 'معاينة الألوان',
  identity: 'الاسم والفئة',
  nameEn: 'اسم النادي (بالإنجليزية)',
  nameAr: 'اسم النادي (بالعربية)',
  slug: 'اسم المجلد',
  slugHint: 'حروف لاتينية صغيرة وأرقام وشرطات، مثل desert-trips. لا يمكن تغييره لاحقًا.',
  clubClass: 'فئة النادي',
  clubClassHint: 'فئة CSS لصفحات الموقع، مثل club-desert.',
  hosts: 'العناوين',
  customerHost: 'نطاق موقع العملاء',
  agentHost: 'نطاق موقع الوكلاء',
  hostHint: 'اسم نطاق، مع رقم المنفذ عند الحاجة، مثل travel.example.com',
  languagesAndCurrencies: 'اللغات والعملات والدولة',
  languages: 'اللغات المتاحة',
  defaultLanguage: 'اللغة الافتراضية',
  currencies: 'العملات المتاحة',
  defaultCurrency: 'العملة الافتراضية',
  defaultCountry: 'الدولة الافتراضية',
  copyright: 'سطر حقوق النشر',
  copyrightEn: 'حقوق النشر (بالإنجليزية)',
  copyrightAr: 'حقوق النشر (بالعربية)',
  mail: 'بريد النادي',
  mailReplyTo: 'عنوان الرد',
  mailReplyToHint:
    'تصل إلى هذا العنوان الردود على رسائل النادي (الحجوزات والمبالغ المستردة ورسائل التواصل). اتركه فارغًا لاستخدام عنوان الدعم الخاص بالنادي.',
  social: 'روابط التواصل الاجتماعي',
  socialHint: 'عناوين https:// فقط؛ اترك الحقل فارغًا لإخفاء الرابط.',
  theme: 'ألوان الواجهة',
  themeHint: 'ألوان سداسية عشرية مثل #0b4f8a. يجب أن يبقى النص مقروءًا (معيار WCAG AA بنسبة 4.5:1).',
  shade: (group, shade) => `${group} ${shade}`,
  primary: 'الأساسي',
  secondary: 'الثانوي',
  primaryBox: 'خلفية المربع الأساسي',
  contrastTitle: 'فحص التباين',
  contrastLine: (what, ratio, ok) => `${what}: ${isolate(`${ratio}:1`)} — ${ok ? 'مقروء' : 'منخفض جدًا'}`,
  contrastLinks: 'الروابط (الأساسي 100 على الأبيض)',
  contrastHeader: 'نص الترويسة على الأساسي 100',
  contrastButtons: 'نص الأزرار على الثانوي 100',
  contrastBox: 'النص على المربع الأساسي',
  unreadable: (what, ratio) =>
    `غير مقروء: نسبة التباين في «${what}» هي ${isolate(`${ratio}:1`)}، والمطلوب ${isolate('4.5:1')} على الأقل.`,
  previewTitle: 'المعاينة',
  previewHeader: 'الترويسة',
  previewButton: 'ابحث عن رحلات',
  previewLink: 'رابط',
  previewBox: 'مربع مميَّز فيه نص.',
  payments: 'الدفع والفاتورة الضريبية',
  paymentMethods: 'طرق الدفع عند إتمام الحجز',
  paymentMethodNames: {
    DebitCard: 'بطاقة خصم (تُميَّز بطاقات مدى)',
    CreditCard: 'بطاقة ائتمان',
    UPI: 'UPI (الهند)',
    NetBanking: 'الخدمات المصرفية عبر الإنترنت (الهند)',
  },
  paymentsHint:
    'لا تعرض UPI والخدمات المصرفية عبر الإنترنت إلا لنادٍ في الهند. يدفع الوكلاء أيضًا من محافظهم، والعملاء بنقاط الولاء.',
  taxIdLabel: 'تطلب الفاتورة الضريبية',
  showHijri: 'إظهار التاريخ الهجري (أم القرى) بجانب التاريخ الميلادي بالعربية',
  showHijriHint:
    'تعرض الصفحات العربية وملفات PDF والرسائل كل تاريخ بالتقويمين، ولا تعرضه الصفحات الإنجليزية.',
  showHijriNewHint: 'يكون مفعّلًا افتراضيًا للنادي الذي لغته الافتراضية العربية.',
  maps: 'خريطة الفنادق',
  mapsStyleUrl: 'عنوان نمط الخريطة (ملف نمط MapLibre بصيغة JSON)',
  mapsStyleUrlHint:
    'اختياري، وإن تركته فارغًا فلن يعرض الموقع خريطة. اكتب {key} حيث يطلب مزوّد الخرائط المفتاح، مثل https://api.maptiler.com/maps/streets-v2/style.json?key={key}.',
  mapsKey: 'مفتاح الخريطة (مفتاح المتصفح من المزوّد)',
  taxIdLabelNames: {
    GST: 'رقم ضريبة السلع والخدمات GST (الهند)',
    VAT: 'رقم تسجيل ضريبة القيمة المضافة',
    TRN: 'رقم التسجيل الضريبي TRN (الإمارات)',
  },
  captcha: 'التحقق من أنك لست روبوتًا',
  captchaProvider: 'مزوّد التحقق',
  altcha: 'ALTCHA (مدمج، بلا مفاتيح)',
  recaptcha: 'Google reCAPTCHA',
  siteKey: 'مفتاح الموقع في reCAPTCHA',
  secretKey: 'المفتاح السري في reCAPTCHA',
  secretSet: 'المفتاح السري محفوظ ولا يُعرض أبدًا؛ اكتب مفتاحًا جديدًا لاستبداله.',
  secretUnset: 'لا يوجد مفتاح سري محفوظ؛ يُستخدم مفتاح الخادم.',
  secretHint: 'اتركه فارغًا للإبقاء على المفتاح المحفوظ.',
  errors: {
    required: 'هذا الحقل مطلوب.',
    tooLong: 'هذا النص طويل جدًا.',
    badHost: 'أدخل اسم نطاق مثل travel.example.com (حروف لاتينية وأرقام وشرطات ونقاط، ومنفذ اختياري).',
    hostTaken: 'هذا النطاق مستخدم لنادٍ آخر.',
    sameHosts: 'يحتاج موقع الوكلاء إلى نطاق خاص به.',
    badSlug: 'استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات (من 2 إلى 40).',
    slugTaken: 'اسم المجلد هذا مستخدم لنادٍ آخر.',
    badClass: 'استخدم حروفًا لاتينية وأرقامًا وشرطات، تبدأ بحرف (60 على الأكثر).',
    badColour: 'أدخل لونًا سداسيًا عشريًا مثل #0b4f8a.',
    badUrl: 'أدخل عنوانًا كاملًا مثل https://www.instagram.com/yourclub.',
    notHttps: 'تُقبل عناوين https:// فقط.',
    badMapStyle: 'أدخل العنوان الكامل لملف النمط، مثل https://maps.example.com/style.json.',
    needsMapsKey: 'يتضمن عنوان النمط {key}، فأدخل مفتاح الخريطة.',
    pickLanguage: 'اختر لغة واحدة على الأقل.',
    pickCurrency: 'اختر عملة واحدة على الأقل.',
    pickPaymentMethod: 'اختر طريقة دفع واحدة على الأقل.',
    defaultNotOffered: 'يجب أن يكون الاختيار الافتراضي من بين المتاح.',
    badCountry: 'اختر دولة من القائمة.',
    needsSiteKey: 'يحتاج reCAPTCHA إلى مفتاح الموقع.',
    badKey: 'استخدم حروفًا لاتينية وأرقامًا وشرطات فقط (100 على الأكثر).',
    badEmail: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    emailTaken: 'لهذا البريد حساب في لوحة التحكم بالفعل.',
    noSecretsKey:
      'لا يستطيع هذا الخادم حفظ المفاتيح السرية لأن مديره لم يضبط SANDBOX_SECRETS_KEY. اترك الحقل فارغًا.',
    controlCharacters: 'يحتوي هذا النص على رموز غير مسموح بها.',
  },
  logoTitle: 'الشعار',
  logoCurrent: 'الشعار الحالي',
  logoFile: 'ملف الشعار الجديد',
  logoHint:
    'PNG أو WebP أو SVG، بحجم 512 كيلوبايت على الأكثر. لا يجوز أن يحتوي ملف SVG على نصوص برمجية أو روابط خارجية.',
  chooseFile: 'اختر ملفًا',
  noFileChosen: 'لم يُختر أي ملف',
  upload: 'رفع الشعار',
  logoSaved: 'تم حفظ الشعار الجديد.',
  logoErrors: {
    missing: 'اختر ملفًا لرفعه.',
    tooLarge: 'حجم الملف أكبر من 512 كيلوبايت.',
    badType: 'تُقبل ملفات PNG أو WebP أو SVG فقط.',
    unsafeSvg: 'رُفض ملف SVG هذا: فيه نصوص برمجية أو معالجات أحداث أو HTML مضمَّن أو روابط إلى مواقع أخرى.',
    badImage: 'هذا الملف ليس صورة يمكن قراءتها.',
  },
  airportsTitle: 'المطارات المحظورة',
  airportsIntro: 'لا يعرض الموقع هذه المطارات في البحث.',
  airportCode: 'رمز المطار (IATA)',
  airportReason: 'السبب (لا يظهر للزوار)',
  addAirport: 'إضافة المطار',
  removeAirport: (code) => `إزالة ${code}`,
  noAirports: 'لا يوجد مطار محظور.',
  airportErrors: {
    unknown: 'لا يوجد مطار بهذا الرمز في قائمة المطارات.',
    already: 'هذا المطار محظور بالفعل.',
    reason: 'اكتب سببًا من 1 إلى 200 حرف.',
  },
  airportAdded: 'تم حظر المطار.',
  airportRemoved: 'أُلغي حظر المطار.',
  pagesTitle: 'صفحات النادي',
  pageNames: {
    'about-us': 'من نحن',
    'terms-and-conditions': 'الشروط والأحكام',
    'privacy-policy': 'سياسة الخصوصية',
  },
  editPage: (pageName, language) => `${pageName} (${language})`,
  pageTitle: 'العنوان',
  pageBody: 'النص',
  pageBodyHint: 'HTML بسيط: فقرات وعناوين وقوائم وخط عريض ومائل وروابط https. يُحذف أي شيء آخر عند الحفظ.',
  pageSaved: 'تم حفظ الصفحة.',
  languageNames: { en: 'الإنجليزية', ar: 'العربية' },
  auditTitle: 'سجل التغييرات',
  auditWhen: 'الوقت',
  auditWho: 'المستخدم',
  auditWhat: 'التغيير',
  auditClub: 'النادي',
  auditBefore: 'قبل',
  auditAfter: 'بعد',
  auditEmpty: 'لم يُجرَ أي تغيير حتى الآن.',
  clubsTitle: 'الأندية',
  newClub: 'نادٍ جديد',
  createClub: 'إنشاء النادي',
  clubCreated: 'تم إنشاء النادي.',
  operatorEmail: 'البريد الإلكتروني لمشرف النادي',
  operatorEmailHint: 'يُنشأ حساب مشرف (WL_ADMIN) ويُعرض رابط الإعداد الخاص به مرة واحدة فقط.',
  setupLinkOnce: 'أعطِ مشرف النادي رابط الإعداد هذا. لا يُعرض إلا الآن، ويعمل مرة واحدة خلال 24 ساعة:',
  edit: 'تعديل',
  editClub: (name) => `تعديل ${name}`,
  noSuchClub: 'لا يوجد نادٍ بهذا الرقم.',
};

export const CLUB_TEXTS: Record<OperatorLanguage, ClubTexts> = { en, ar };
