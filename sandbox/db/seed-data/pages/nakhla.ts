import { privacyAr, privacyEn, termsAr, termsEn } from './legal';
import type { ClubPages, LegalFacts } from './types';

export const NAKHLA_SUPPORT_EMAIL = 'care@nakhla.test';

const facts: LegalFacts = {
  clubId: 102,
  name: { en: 'Nakhla Trips', ar: 'نخلة للرحلات' },
  legalName: { en: 'Nakhla Trips Company', ar: 'شركة نخلة للرحلات' },
  seat: { en: 'Riyadh, Kingdom of Saudi Arabia', ar: 'الرياض، المملكة العربية السعودية' },
  law: { en: 'the laws of the Kingdom of Saudi Arabia', ar: 'لأنظمة المملكة العربية السعودية' },
  courts: { en: 'the competent courts in Riyadh', ar: 'المحاكم المختصة في مدينة الرياض' },
  dataLaw: {
    en: "Saudi Arabia's Personal Data Protection Law and its implementing regulations",
    ar: 'لنظام حماية البيانات الشخصية في المملكة العربية السعودية ولائحته التنفيذية',
  },
  supportEmail: NAKHLA_SUPPORT_EMAIL,
  replyHours: 48,
  refundFee: 'SAR 75',
};

export const nakhlaPages: ClubPages = {
  'about-us': {
    updatedAt: '2026-08-30',
    en: {
      title: 'About Nakhla Trips',
      html: `
<p>Nakhla means palm tree, and like one we grew slowly from a single root: a family travel office on Olaya Street in Riyadh that has planned Hajj and Umrah journeys, summer holidays and business trips for Saudi families since 2009. Nakhla Trips brings that office online, with the same people behind it.</p>
<h2 id="journeys-for-families">Journeys for families</h2>
<p>Most of our travellers are families flying together, so we plan for them: fares where the children's seats are priced clearly, hotels with connecting rooms and family suites, and flights timed around school holidays and Eid. Our most travelled routes run from Riyadh, Jeddah and Dammam to Cairo, Istanbul, Kuala Lumpur, London and the cities of the Gulf.</p>
<h2 id="our-promise">Our promise</h2>
<ul>
<li><strong>Clear prices in riyals.</strong> Every fare is shown in Saudi riyals by default, with taxes included and no fee added at the end.</li>
<li><strong>Arabic first.</strong> The site, our emails and our advisers speak Arabic first, and English whenever you prefer.</li>
<li><strong>Honest conditions.</strong> We show whether a fare can be refunded or changed before you book, not after.</li>
<li><strong>Someone to call.</strong> Our advisers in Riyadh answer six days a week, including Saturday afternoons.</li>
</ul>
<h2 id="partner-agencies">Partner agencies</h2>
<p>Travel offices across the Kingdom use Nakhla's agent site to book for their own customers, with their own logo and colours, a wallet in riyals and accounts for their staff. Agencies can apply on the agent site; our team reviews every application within three working days.</p>
<h2 id="registration">Registration</h2>
<p>Nakhla Trips Company is registered in Riyadh and licensed by the Ministry of Tourism of the Kingdom of Saudi Arabia to operate as a travel and tourism agency.</p>
`.trim(),
    },
    ar: {
      title: 'عن نخلة للرحلات',
      html: `
<p>نمت نخلة كما تنمو النخلة: ببطء ومن جذر واحد، هو مكتب سفر عائلي في شارع العليا بالرياض يخطط منذ عام 2009 لرحلات الحج والعمرة والإجازات الصيفية ورحلات العمل للعائلات السعودية. ونخلة للرحلات هي ذلك المكتب نفسه على الإنترنت، ووراءه الأشخاص أنفسهم.</p>
<h2 id="journeys-for-families">رحلات للعائلات</h2>
<p>معظم مسافرينا عائلات تسافر معًا، ولذلك نخطط لها: أسعار تُظهر مقاعد الأطفال بوضوح، وفنادق فيها غرف متصلة وأجنحة عائلية، ورحلات تناسب مواعيد الإجازات المدرسية والأعياد. وأكثر وجهاتنا طلبًا من الرياض وجدة والدمام إلى القاهرة وإسطنبول وكوالالمبور ولندن ومدن الخليج.</p>
<h2 id="our-promise">وعدنا لك</h2>
<ul>
<li><strong>أسعار واضحة بالريال.</strong> يظهر كل سعر بالريال السعودي افتراضيًا شاملًا الضرائب، دون رسوم تُضاف في النهاية.</li>
<li><strong>العربية أولًا.</strong> الموقع ورسائلنا ومستشارونا يتحدثون العربية أولًا، والإنجليزية متى فضّلتها.</li>
<li><strong>شروط صريحة.</strong> نبيّن لك قبل الحجز لا بعده هل يمكن استرداد السعر أو تعديله.</li>
<li><strong>من تتصل به.</strong> يرد مستشارونا في الرياض ستة أيام في الأسبوع، ومنها مساء السبت.</li>
</ul>
<h2 id="partner-agencies">الوكالات الشريكة</h2>
<p>تستخدم مكاتب سفر في أنحاء المملكة موقع الوكلاء لدى نخلة لتحجز لعملائها، بشعارها وألوانها الخاصة ومحفظة بالريال وحسابات لموظفيها. يمكن للوكالات تقديم طلب الانضمام عبر موقع الوكلاء، ويراجع فريقنا كل طلب خلال ثلاثة أيام عمل.</p>
<h2 id="registration">السجل والترخيص</h2>
<p>شركة نخلة للرحلات مسجلة في الرياض ومرخّصة من وزارة السياحة في المملكة العربية السعودية لمزاولة نشاط وكالات السفر والسياحة.</p>
`.trim(),
    },
  },
  'terms-and-conditions': { updatedAt: '2026-09-20', en: termsEn(facts), ar: termsAr(facts) },
  'privacy-policy': { updatedAt: '2026-09-20', en: privacyEn(facts), ar: privacyAr(facts) },
  'contact-us': {
    updatedAt: '2026-08-30',
    en: {
      title: 'Contact us',
      html: '<p>Planning a family trip, or need help with a booking you have made? Send us a message and one of our advisers in Riyadh will reply within two working days. Please include your booking reference if you have one.</p>',
    },
    ar: {
      title: 'تواصل معنا',
      html: '<p>تخطط لرحلة عائلية أو تحتاج إلى مساعدة في حجز أجريته؟ أرسل إلينا رسالتك وسيرد عليك أحد مستشارينا في الرياض خلال يومي عمل. ونرجو ذكر الرقم المرجعي لحجزك إن وُجد.</p>',
    },
  },
};
