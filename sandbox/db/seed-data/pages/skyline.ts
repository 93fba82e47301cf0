import { privacyAr, privacyEn, termsAr, termsEn } from './legal';
import type { ClubPages, LegalFacts } from './types';

export const SKYLINE_SUPPORT_EMAIL = 'support@skyline.test';

const facts: LegalFacts = {
  clubId: 101,
  name: { en: 'Skyline Travel', ar: 'سكاي لاين للسفر' },
  legalName: { en: 'Skyline Travel LLC', ar: 'سكاي لاين للسفر ذ.م.م.' },
  seat: { en: 'Dubai, United Arab Emirates', ar: 'دبي، الإمارات العربية المتحدة' },
  law: {
    en: 'the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates',
    ar: 'لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة',
  },
  courts: { en: 'the courts of Dubai', ar: 'محاكم دبي' },
  dataLaw: {
    en: 'the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data',
    ar: 'للمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية في دولة الإمارات',
  },
  supportEmail: SKYLINE_SUPPORT_EMAIL,
  replyHours: 24,
  refundFee: 'USD 25',
};

export const skylinePages: ClubPages = {
  'about-us': {
    updatedAt: '2026-09-14',
    en: {
      title: 'About Skyline Travel',
      html: `
<p>Skyline Travel began in 2014 as a four-person ticketing desk in Business Bay, Dubai, booking flights for the families and small companies of the neighbourhood. Today we are a team of forty, and the same idea runs the whole company: one clear price, in the currency you pay with, and a person who answers when you need help.</p>
<h2 id="what-we-do">What we do</h2>
<p>We search hundreds of airlines and thousands of hotels at once and show you every fare with its baggage allowance, its stops and its refund rules before you choose. Most of our travellers fly from the Gulf — Dubai, Abu Dhabi, Sharjah, Doha and Muscat — to South Asia, Europe and East Africa, and we know those routes well: which connections are tight, which airports need a transit visa, which fares hold their value when plans change.</p>
<h2 id="how-we-work">How we work</h2>
<ul>
<li><strong>Prices in your currency.</strong> Pay in US dollars, UAE dirhams, Saudi riyals or euros; the price you see is the price you pay.</li>
<li><strong>Two languages.</strong> The whole site, every email and our support team work in English and Arabic.</li>
<li><strong>No surprises at checkout.</strong> We check the fare again before you pay and tell you if the airline has changed it.</li>
<li><strong>Help from people.</strong> Our support desk in Dubai answers by phone and email six days a week.</li>
</ul>
<h2 id="for-travel-agents">For travel agents</h2>
<p>More than 300 travel agencies across the Emirates book through Skyline's agent site, with their own branding, a prepaid wallet, sub-agents and staff accounts. If you run an agency, apply on the agent site and our partner team will call you within two working days.</p>
<h2 id="licences">Licences</h2>
<p>Skyline Travel LLC is licensed by Dubai's Department of Economy and Tourism as a travel agency and is an accredited IATA agent.</p>
`.trim(),
    },
    ar: {
      title: 'عن سكاي لاين للسفر',
      html: `
<p>بدأت سكاي لاين للسفر عام 2014 مكتبًا صغيرًا لحجز التذاكر في الخليج التجاري بدبي يعمل فيه أربعة أشخاص، يحجزون رحلات العائلات والشركات الصغيرة في الحي. واليوم أصبحنا فريقًا من أربعين شخصًا، وما زالت الفكرة نفسها تقود الشركة كلها: سعر واحد واضح بالعملة التي تدفع بها، وشخص يرد عليك حين تحتاج إلى المساعدة.</p>
<h2 id="what-we-do">ماذا نقدم</h2>
<p>نبحث في مئات شركات الطيران وآلاف الفنادق في وقت واحد، ونعرض لك كل سعر مع الأمتعة المسموح بها وعدد التوقفات وشروط الاسترداد قبل أن تختار. ينطلق معظم مسافرينا من الخليج — دبي وأبوظبي والشارقة والدوحة ومسقط — إلى جنوب آسيا وأوروبا وشرق أفريقيا، ونعرف هذه الخطوط جيدًا: أي رحلات الربط ضيقة الوقت، وأي المطارات تتطلب تأشيرة عبور، وأي الأسعار تحافظ على قيمتها إذا تغيرت خططك.</p>
<h2 id="how-we-work">كيف نعمل</h2>
<ul>
<li><strong>الأسعار بعملتك.</strong> ادفع بالدولار الأمريكي أو الدرهم الإماراتي أو الريال السعودي أو اليورو، فالسعر الذي تراه هو السعر الذي تدفعه.</li>
<li><strong>بلغتين.</strong> الموقع كله وكل رسائلنا وفريق الدعم تعمل بالعربية والإنجليزية.</li>
<li><strong>لا مفاجآت عند الدفع.</strong> نتحقق من السعر مرة أخرى قبل أن تدفع ونبلغك إن غيّرته شركة الطيران.</li>
<li><strong>مساعدة من أشخاص حقيقيين.</strong> يرد مكتب الدعم في دبي بالهاتف والبريد الإلكتروني ستة أيام في الأسبوع.</li>
</ul>
<h2 id="for-travel-agents">لوكلاء السفر</h2>
<p>تحجز أكثر من 300 وكالة سفر في الإمارات عبر موقع الوكلاء لدى سكاي لاين، بعلامتها التجارية الخاصة ومحفظة مسبقة الدفع وحسابات للوكلاء الفرعيين والموظفين. إن كنت تدير وكالة فقدّم طلبك عبر موقع الوكلاء وسيتصل بك فريق الشراكات خلال يومي عمل.</p>
<h2 id="licences">التراخيص</h2>
<p>شركة سكاي لاين للسفر ذ.م.م. مرخّصة من دائرة الاقتصاد والسياحة في دبي وكالةَ سفر، وهي وكيل معتمد لدى الاتحاد الدولي للنقل الجوي (إياتا).</p>
`.trim(),
    },
  },
  'terms-and-conditions': { updatedAt: '2026-10-01', en: termsEn(facts), ar: termsAr(facts) },
  'privacy-policy': { updatedAt: '2026-10-01', en: privacyEn(facts), ar: privacyAr(facts) },
  'contact-us': {
    updatedAt: '2026-09-14',
    en: {
      title: 'Contact us',
      html: '<p>Questions about a booking, a refund or a trip you are planning? Write to us and our Dubai support desk will answer within one working day. For a booking, please include its reference.</p>',
    },
    ar: {
      title: 'تواصل معنا',
      html: '<p>لديك سؤال عن حجز أو استرداد مبلغ أو رحلة تخطط لها؟ راسلنا وسيرد عليك مكتب الدعم في دبي خلال يوم عمل واحد. وإن كان سؤالك عن حجز فاذكر رقمه المرجعي.</p>',
    },
  },
};
