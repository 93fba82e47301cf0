import { OTP_TYPE } from '../../db/schema';
import { ltr } from './parts';
import type { MailTexts } from './texts-en';

/** Arabic days and minutes as a reader says them: دقيقة واحدة، دقيقتين، 3 دقائق، 15 دقيقة. */
export function minutesInArabic(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  if (minutes >= 3 && minutes <= 10) return `${minutes} دقائق`;
  return `${minutes} دقيقة`;
}

function nightsInArabic(nights: number): string {
  if (nights === 1) return 'ليلة واحدة';
  if (nights === 2) return 'ليلتان';
  if (nights >= 3 && nights <= 10) return `${nights} ليالٍ`;
  return `${nights} ليلة`;
}

/** Every word of the sandbox's mail in Arabic: the same table as ./en.ts. */
export const ar: MailTexts = {
  frame: {
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    signOff: (club) => `فريق ${club}`,
    email: 'البريد الإلكتروني: ',
    phone: 'الهاتف: ',
  },
  code: {
    subject: {
      [OTP_TYPE.SIGNUP]: 'تأكيد بريدك الإلكتروني',
      [OTP_TYPE.LOGIN]: 'رمز تسجيل الدخول',
      [OTP_TYPE.FORGOT_PASSWORD]: 'إعادة تعيين كلمة المرور',
    },
    reason: {
      [OTP_TYPE.SIGNUP]: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني وإكمال إنشاء حسابك',
      [OTP_TYPE.LOGIN]: 'استخدم هذا الرمز لتسجيل الدخول',
      [OTP_TYPE.FORGOT_PASSWORD]: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور',
    },
    intro: (reason, club) => `${reason} في ${club}:`,
    valid: (minutes) => `الرمز صالح لمدة ${minutesInArabic(minutes)} ويمكن استخدامه مرة واحدة فقط.`,
    ignore: 'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة ولا تشاركه مع أي شخص.',
  },
  manageCode: {
    subject: (reference) => ['رمز فتح حجزك ', ltr(reference)],
    intro: (reference, club) => [
      'طلب أحدهم فتح الحجز ذي الرقم المرجعي ',
      ltr(reference),
      ` في ${club}. أدخل هذا الرمز لعرض الحجز وإدارته:`,
    ],
    valid: (minutes) => `الرمز صالح لمدة ${minutesInArabic(minutes)} ويمكن استخدامه مرة واحدة فقط.`,
    ignore: 'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة ولا تشاركه مع أي شخص: حجزك في أمان.',
  },
  passwordChanged: {
    subject: 'تم تغيير كلمة المرور',
    intro: (club) => `تم تغيير كلمة المرور لحسابك في ${club}.`,
    when: 'الوقت',
    whenValue: (when) => `${when} (بالتوقيت العالمي المنسق)`,
    ip: 'عنوان IP',
    browser: 'المتصفح',
    unknownBrowser: 'غير معروف',
    signedOut: 'تم تسجيل الخروج من جلساتك الأخرى على جميع الأجهزة.',
    notYou: 'إذا لم تقم بهذا التغيير، فأعد تعيين كلمة المرور فورًا من صفحة تسجيل الدخول وتواصل معنا.',
  },
  contact: {
    supportSubject: (reference, subject) => `رسالة تواصل رقم ${reference}: ${subject}`,
    supportIntro: (club) => `وصلت رسالة جديدة عبر نموذج التواصل في موقع ${club}.`,
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    mobile: 'الجوال',
    subject: 'الموضوع',
    replyHint: 'للرد، أجب على هذه الرسالة: سيصل ردك إلى المرسل مباشرة.',
    ackSubject: 'استلمنا رسالتك',
    ackIntro: (club, reference) => [
      `شكرًا لتواصلك مع ${club}. استلمنا رسالتك ورقمها المرجعي `,
      ltr(String(reference)),
      '، وسيرد عليك فريقنا على هذا البريد في أقرب وقت.',
    ],
  },
  application: {
    submitted: {
      subject: 'استلمنا طلبك للانضمام كوكيل سفر',
      lines: (club) => [
        `شكرًا لتقديم طلبك للانضمام كوكيل سفر لدى ${club}.`,
        'سيراجع فريقنا بياناتك ومستنداتك، وسنرسل إليك بريدًا إلكترونيًا عند بدء المراجعة وعند صدور القرار.',
        'حتى ذلك الحين يمكنك تعديل بياناتك بتسجيل الدخول إلى موقع الوكلاء.',
      ],
    },
    inReview: {
      subject: 'طلبك قيد المراجعة',
      lines: (club) => [
        `بدأ فريقنا في ${club} مراجعة طلبك.`,
        'لا يمكن تعديل الطلب أثناء المراجعة، وسنرسل إليك القرار بالبريد الإلكتروني.',
      ],
    },
    approved: {
      subject: 'تمت الموافقة على حساب الوكيل',
      lines: (club, balance) => [
        `أهلًا بك: تمت الموافقة على حسابك كوكيل لدى ${club}.`,
        ['فُتحت محفظتك برصيد ابتدائي قدره ', ltr(balance), '.'],
        'سجّل الدخول إلى موقع الوكلاء ببريدك الإلكتروني وكلمة المرور لتبدأ الحجز.',
      ],
    },
    rejected: {
      subject: 'طلبك يحتاج إلى تعديلات',
      before: (club) => `لم يتمكن فريقنا في ${club} من الموافقة على طلبك بعد. كتب المراجع:`,
      after: 'سجّل الدخول إلى موقع الوكلاء، وصحّح بياناتك، ثم أرسل الطلب مرة أخرى.',
    },
  },
  booking: {
    subject: {
      confirmation: (ref) => ['تم تأكيد حجزك ', ltr(ref)],
      cancellation: (ref) => ['تم إلغاء حجزك ', ltr(ref)],
      refund: (ref) => ['استرداد قيمة حجزك ', ltr(ref)],
      invoice: (ref) => ['فاتورة حجزك ', ltr(ref)],
      failed: (ref) => ['تعذّر إتمام حجزك ', ltr(ref)],
    },
    confirmed: (ref) => ['تم تأكيد حجزك ', ltr(ref), ' ودفع قيمته.'],
    cancelled: (ref) => ['تم إلغاء حجزك ', ltr(ref), '.'],
    refundNews: (ref) => ['مستجدات استرداد قيمة حجزك ', ltr(ref), ':'],
    invoiceIntro: (ref) => ['إليك الفاتورة التي طلبتها للحجز ', ltr(ref), '.'],
    failedIntro: (ref, flight) => [
      `نعتذر منك: تعذّر على ${flight ? 'شركة الطيران' : 'الفندق'} تأكيد حجزك `,
      ltr(ref),
      '، لذلك لم يتم الحجز.',
    ],
    failedPaid: (amount) => ['تمّ خصم ', ltr(amount), ' من وسيلة الدفع.'],
    failedRefunding:
      'سنعيد المبلغ كاملًا إلى وسيلة الدفع التي استخدمتها، وعادةً ما يظهر استرداد البطاقة لدى مصرفك خلال 3 إلى 4 أيام عمل.',
    noRefund: 'لا يستحق هذا الحجز أي استرداد.',
    refunded: (amount) => ['تم استرداد ', ltr(amount), '.'],
    refundFailed: (amount) => ['تعذّر إتمام استرداد ', ltr(amount), '. يُرجى التواصل معنا وسنعالج الأمر.'],
    refundPending: (amount) => [
      'استرداد ',
      ltr(amount),
      ' في الطريق إليك، وقد يستغرق ظهوره لدى مصرفك بضعة أيام.',
    ],
    attachedInvoice: 'تجد الفاتورة مرفقة بصيغة PDF.',
    attached: (flight) =>
      `تجد ${flight ? 'التذكرة الإلكترونية' : 'قسيمة الفندق'} والفاتورة مرفقتين بصيغة PDF.`,
    attachedCalendar: 'ويضيف ملف التقويم (.ics) المرفق الرحلة إلى تقويمك.',
    facts: {
      itinerary: 'رحلتك',
      stay: 'إقامتك',
      reference: 'رقم الحجز',
      flight: 'الرحلة',
      hotel: 'الفندق',
      address: 'العنوان',
      checkIn: 'تسجيل الوصول',
      checkOut: 'تسجيل المغادرة',
      nights: 'عدد الليالي',
      nightCount: nightsInArabic,
      room: 'الغرفة',
      paid: 'المبلغ المدفوع',
      recordLocator: (airline) => `رقم الحجز لدى ${airline} (PNR)`,
      eTicket: (name) => `التذكرة الإلكترونية: ${name}`,
      confirmation: 'رقم تأكيد الفندق',
      fromTime: (day, time) => [`${day}، ابتداءً من الساعة `, ltr(time)],
      untilTime: (day, time) => [`${day}، حتى الساعة `, ltr(time)],
    },
    guestWayBack: (ref) => [
      'لعرض الحجز مرة أخرى، افتح صفحة إدارة الحجز وأدخل رقم الحجز ',
      ltr(ref),
      ' وهذا البريد الإلكتروني.',
    ],
    openManage: 'افتح صفحة إدارة الحجز',
    accountWayBack: 'يمكنك أيضًا الاطلاع على الحجز في صفحة حجوزاتي.',
    openMyBookings: 'افتح صفحة حجوزاتي',
  },
};
