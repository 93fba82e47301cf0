import type { LegalFacts, PageText } from './types';

/**
 * The terms and the privacy policy of a demo club, in English and Arabic. Both clubs run the same
 * product, so the documents share their outline; what differs per club (company, seat, law, courts,
 * data protection law, support address, fees, reply times) comes from its facts.
 */

export function termsEn(f: LegalFacts): PageText {
  return {
    title: 'Terms and conditions',
    html: `
<p>These terms apply to every search, booking and payment made on the ${f.name.en} website, by visitors, registered customers and travel agents. ${f.name.en} is operated by ${f.legalName.en}, registered in ${f.seat.en} ("we", "us"). By booking with us you accept these terms; please read them before you pay.</p>
<h2 id="about-these-terms">1. About these terms</h2>
<p>We act as an agent between you and the airlines and hotels that provide your travel. Your flight is a contract with the airline, and your stay a contract with the hotel: their own conditions (fare rules, hotel policies) apply alongside these terms, and we show them before you pay. Where the two differ, the provider's conditions decide what the provider will do; these terms decide what we will do.</p>
<h2 id="bookings">2. Bookings</h2>
<h3 id="searching-and-prices">2.1 Searching and prices</h3>
<p>Prices come from the airlines and hotels at the moment you search and can change until the booking is confirmed. Before you pay we check the fare again; if it has changed we show you the new price and you choose whether to continue. Prices are shown in the currency you select; where the provider charges in another currency, the amount is converted at the rate of the day and may differ slightly on your card statement.</p>
<h3 id="traveller-details">2.2 Traveller details</h3>
<p>Enter every traveller's name exactly as it is written in the passport they will travel with, together with their date of birth, gender, passport number and passport expiry date. Airlines refuse boarding when the names do not match, and a name correction is not always possible after ticketing. Each passport must be valid for the whole trip, and usually for at least six months after you return; visas, transit permits and health requirements are your responsibility.</p>
<h3 id="confirmation">2.3 Confirmation</h3>
<p>A booking is confirmed only when you see the confirmation page and receive our confirmation email with a booking reference. A booking may show as pending or in process for a short time while the airline issues the ticket. If the airline refuses a booking after you have paid, we tell you at once and refund the full amount (see section 4).</p>
<h2 id="payment">3. Payment</h2>
<p>You pay the full price when you book, by card or by another method offered on the payment page. Card details are entered on a secure payment form and turned into a one-time token by our payment provider; we never store your full card number or security code. Each payment attempt carries its own reference, so retrying after a network error never charges you twice.</p>
<p>Registered customers can see every booking, its payment and its status under My bookings. Travel agents may also pay from their agent wallet (section 6).</p>
<h2 id="cancellation-and-refunds">4. Cancellation and refunds</h2>
<h3 id="cancelling-a-booking">4.1 Cancelling a booking</h3>
<p>To cancel, open the booking under My bookings or write to <a href="mailto:${f.supportEmail}">${f.supportEmail}</a> with your booking reference. We pass the request to the airline or hotel and answer within ${f.replyHours} hours. Whether you receive money back depends on the fare or rate you booked: non-refundable fares return only the airport taxes the airline refunds, and refundable fares return the amount the fare rules allow, less any airline penalty.</p>
<h3 id="refunds">4.2 Refunds</h3>
<p>Refunds go back to the card or method you paid with, in the currency you paid in. We charge a handling fee of ${f.refundFee} per booking on refunds you request; there is no fee when we or the provider cancel. Once the provider has released the money, card refunds usually appear within 5 to 10 working days, depending on your bank.</p>
<h3 id="failed-bookings">4.3 Failed bookings</h3>
<p>If a booking fails on the airline's side after your payment was taken, we refund the whole amount without any fee; it normally reaches your account within 3 to 4 working days.</p>
<h3 id="changes-by-the-provider">4.4 Changes by the airline or hotel</h3>
<p>Airlines sometimes change schedules or cancel flights. When that happens we tell you by email and help you choose between the alternative the airline offers and a refund under its rules.</p>
<h2 id="your-account">5. Your account</h2>
<p>You can book as a guest or with an account. Keep your password to yourself: we will never ask for it by email or phone. Sign-in codes we send by email are valid for a few minutes and work once. You can update your details, saved travellers and preferences at any time under My account.</p>
<h2 id="travel-agents">6. Travel agents</h2>
<p>Travel agents book on behalf of their own customers through the agent site, after we have approved their application. An agent is responsible for the accuracy of the traveller details they enter, for passing on the fare and hotel conditions to their customers, and for collecting payment from them. Sub-agents and staff users act under the agent account that created them, and the agent answers for their bookings.</p>
<p>Agents may pay from a prepaid wallet. A booking paid from the wallet is charged immediately; refunds for such bookings are credited back to the wallet. We may suspend an agent account that is used for fraudulent bookings or that stays in debt.</p>
<h2 id="our-responsibility">7. Our responsibility</h2>
<p>We are responsible for handling your booking with reasonable care and skill. We are not responsible for the services of the airlines and hotels themselves, for delays or cancellations they cause, or for events outside anyone's control such as severe weather, strikes or government action; in those cases we help you claim from the provider. Nothing in these terms limits rights that the law gives you as a consumer.</p>
<h2 id="law-and-disputes">8. Law and disputes</h2>
<p>These terms are governed by ${f.law.en}. Please contact us first so that we can try to resolve any complaint; if we cannot, ${f.courts.en} have jurisdiction.</p>
<h2 id="contact">9. Contact</h2>
<p>Questions about these terms: <a href="mailto:${f.supportEmail}">${f.supportEmail}</a>, or use our <a href="/contact-us">contact form</a>.</p>
`.trim(),
  };
}

export function termsAr(f: LegalFacts): PageText {
  return {
    title: 'الشروط والأحكام',
    html: `
<p>تسري هذه الشروط على كل بحث وحجز ودفع يتم عبر موقع ${f.name.ar}، سواء من الزوار أو العملاء المسجلين أو وكلاء السفر. تدير ${f.name.ar} شركة ${f.legalName.ar} المسجلة في ${f.seat.ar} («نحن»). بإتمامك الحجز معنا فإنك توافق على هذه الشروط، لذا نرجو قراءتها قبل الدفع.</p>
<h2 id="about-these-terms">1. عن هذه الشروط</h2>
<p>نعمل وسيطًا بينك وبين شركات الطيران والفنادق التي تقدم لك خدمات السفر. فرحلتك عقد بينك وبين شركة الطيران، وإقامتك عقد بينك وبين الفندق، وتسري شروطهما الخاصة (قواعد الأسعار وسياسات الفنادق) إلى جانب هذه الشروط، ونعرضها عليك قبل الدفع. وعند الاختلاف تحدد شروط مقدم الخدمة ما سيفعله هو، وتحدد هذه الشروط ما سنفعله نحن.</p>
<h2 id="bookings">2. الحجوزات</h2>
<h3 id="searching-and-prices">2.1 البحث والأسعار</h3>
<p>تأتي الأسعار من شركات الطيران والفنادق لحظة البحث، وقد تتغير إلى أن يتأكد الحجز. قبل الدفع نتحقق من السعر مرة أخرى، فإن تغيّر عرضنا عليك السعر الجديد ولك أن تقرر المتابعة أو التوقف. تُعرض الأسعار بالعملة التي تختارها، وإذا كان مقدم الخدمة يتقاضى المبلغ بعملة أخرى فإنه يُحوَّل بسعر صرف اليوم، وقد يختلف قليلًا في كشف حساب بطاقتك.</p>
<h3 id="traveller-details">2.2 بيانات المسافرين</h3>
<p>أدخل اسم كل مسافر كما هو مكتوب تمامًا في جواز السفر الذي سيسافر به، مع تاريخ الميلاد والجنس ورقم الجواز وتاريخ انتهائه. ترفض شركات الطيران صعود المسافر إذا لم يتطابق الاسم، ولا يمكن دائمًا تصحيح الاسم بعد إصدار التذكرة. يجب أن يكون الجواز ساريًا طوال الرحلة، وغالبًا لستة أشهر على الأقل بعد العودة، والتأشيرات وتصاريح العبور والاشتراطات الصحية مسؤوليتك.</p>
<h3 id="confirmation">2.3 تأكيد الحجز</h3>
<p>لا يتأكد الحجز إلا عندما تظهر لك صفحة التأكيد وتصلك رسالة التأكيد منا برقم مرجعي للحجز. قد يظهر الحجز لفترة قصيرة بحالة «قيد الانتظار» أو «قيد المعالجة» ريثما تصدر شركة الطيران التذكرة. وإذا رفضت شركة الطيران الحجز بعد الدفع أبلغناك فورًا ورددنا المبلغ كاملًا (انظر البند 4).</p>
<h2 id="payment">3. الدفع</h2>
<p>تدفع السعر كاملًا عند الحجز، بالبطاقة أو بأي وسيلة أخرى معروضة في صفحة الدفع. تُدخل بيانات البطاقة في نموذج دفع آمن يحوّلها مزوّد الدفع إلى رمز يُستخدم مرة واحدة، ولا نحفظ أبدًا رقم بطاقتك كاملًا ولا رمز التحقق. لكل محاولة دفع مرجع خاص بها، فإعادة المحاولة بعد انقطاع الشبكة لا تخصم منك مرتين.</p>
<p>يرى العملاء المسجلون كل حجوزاتهم ومدفوعاتها وحالاتها في صفحة «حجوزاتي». ويمكن لوكلاء السفر الدفع من محفظة الوكيل أيضًا (البند 6).</p>
<h2 id="cancellation-and-refunds">4. الإلغاء واسترداد المبالغ</h2>
<h3 id="cancelling-a-booking">4.1 إلغاء الحجز</h3>
<p>للإلغاء افتح الحجز من «حجوزاتي» أو راسلنا على <a href="mailto:${f.supportEmail}">${f.supportEmail}</a> مع رقم الحجز. ننقل الطلب إلى شركة الطيران أو الفندق ونرد عليك خلال ${f.replyHours} ساعة. يتوقف استرداد المال على نوع السعر الذي حجزته: الأسعار غير القابلة للاسترداد لا يُرد منها إلا ما تعيده شركة الطيران من رسوم المطار، والأسعار القابلة للاسترداد يُرد منها ما تسمح به قواعدها بعد خصم أي غرامة تفرضها شركة الطيران.</p>
<h3 id="refunds">4.2 رد المبالغ</h3>
<p>تُرد المبالغ إلى البطاقة أو الوسيلة التي دفعت بها وبالعملة نفسها. نتقاضى رسوم معالجة قدرها ${f.refundFee} عن كل حجز تطلب استرداده، ولا رسوم إذا ألغينا نحن أو مقدم الخدمة. بعد أن يفرج مقدم الخدمة عن المبلغ يظهر الاسترداد في البطاقة عادةً خلال 5 إلى 10 أيام عمل حسب البنك.</p>
<h3 id="failed-bookings">4.3 الحجوزات المتعثرة</h3>
<p>إذا تعثر الحجز من جهة شركة الطيران بعد خصم المبلغ، رددنا المبلغ كاملًا دون أي رسوم، ويصل إلى حسابك عادةً خلال 3 إلى 4 أيام عمل.</p>
<h3 id="changes-by-the-provider">4.4 تغييرات شركة الطيران أو الفندق</h3>
<p>قد تغيّر شركات الطيران مواعيدها أو تلغي رحلات. عندها نبلغك بالبريد الإلكتروني ونساعدك على الاختيار بين البديل الذي تعرضه شركة الطيران واسترداد المبلغ وفق قواعدها.</p>
<h2 id="your-account">5. حسابك</h2>
<p>يمكنك الحجز ضيفًا أو بحساب. احتفظ بكلمة المرور لنفسك، فلن نطلبها منك أبدًا بالبريد أو بالهاتف. رموز الدخول التي نرسلها بالبريد صالحة لدقائق قليلة وتُستخدم مرة واحدة. يمكنك تحديث بياناتك والمسافرين المحفوظين وتفضيلاتك في أي وقت من صفحة «حسابي».</p>
<h2 id="travel-agents">6. وكلاء السفر</h2>
<p>يحجز وكلاء السفر نيابةً عن عملائهم من خلال موقع الوكلاء بعد موافقتنا على طلب انضمامهم. والوكيل مسؤول عن صحة بيانات المسافرين التي يدخلها، وعن إبلاغ عملائه بشروط الأسعار والفنادق، وعن تحصيل المبالغ منهم. ويعمل الوكلاء الفرعيون والموظفون تحت حساب الوكيل الذي أنشأهم، ويتحمل الوكيل مسؤولية حجوزاتهم.</p>
<p>يمكن للوكلاء الدفع من محفظة مسبقة الدفع. يُخصم الحجز المدفوع من المحفظة فورًا، وتُرد مبالغ استرداده إلى المحفظة. ويحق لنا إيقاف حساب الوكيل إذا استُخدم في حجوزات احتيالية أو بقي مدينًا.</p>
<h2 id="our-responsibility">7. مسؤوليتنا</h2>
<p>نحن مسؤولون عن معالجة حجزك بعناية ومهارة معقولتين. ولسنا مسؤولين عن خدمات شركات الطيران والفنادق نفسها، ولا عن التأخير أو الإلغاء الصادر منها، ولا عن الظروف الخارجة عن إرادة الجميع كسوء الأحوال الجوية والإضرابات والقرارات الحكومية، وفي هذه الحالات نساعدك في المطالبة لدى مقدم الخدمة. لا شيء في هذه الشروط يحدّ من الحقوق التي يمنحها لك القانون بصفتك مستهلكًا.</p>
<h2 id="law-and-disputes">8. القانون المطبق والنزاعات</h2>
<p>تخضع هذه الشروط ${f.law.ar}. نرجو التواصل معنا أولًا لنحاول حل أي شكوى، فإن تعذّر ذلك تختص ${f.courts.ar} بالنظر في النزاع.</p>
<h2 id="contact">9. التواصل</h2>
<p>لأي سؤال عن هذه الشروط راسلنا على <a href="mailto:${f.supportEmail}">${f.supportEmail}</a>، أو استخدم <a href="/contact-us">نموذج التواصل</a>.</p>
`.trim(),
  };
}

export function privacyEn(f: LegalFacts): PageText {
  return {
    title: 'Privacy policy',
    html: `
<p>This policy explains what ${f.name.en} (${f.legalName.en}, ${f.seat.en}) stores about you when you use this website, why, for how long, and what you can ask us to do with it. We process personal data in line with ${f.dataLaw.en}.</p>
<h2 id="what-we-store">1. What we store</h2>
<h3 id="your-account">1.1 Your account</h3>
<p>When you sign up: your full name, email address, mobile number with its country code, and your password, which we keep only as a salted hash that nobody can read back. With your account we also keep your preferred language and currency, your country, your profile picture if you add one, whether your email has been verified, and the one-time codes we email you (stored as hashes and deleted once used or expired).</p>
<h3 id="sign-in-records">1.2 Sign-in records</h3>
<p>Each time you sign in we record the time, the IP address the request came from, and the city, region, country, device type and browser your browser reports. We use these records to protect your account, for example to notice a sign-in from an unusual place, and to limit repeated attempts to guess passwords or codes.</p>
<h3 id="travellers">1.3 Travellers and passports</h3>
<p>For each traveller on a booking we store the first and last name, date of birth, gender, passport number and passport expiry date, because the airline needs them to issue the ticket. If you tick "Save this traveller to my account", the same details are kept in your account so that you do not have to type them again; you can edit or delete saved travellers at any time.</p>
<h3 id="bookings-and-payments">1.4 Bookings and payments</h3>
<p>For every booking: the flights or hotel, dates, prices and currency, the contact email and mobile number, the booking status and its history, and any company tax details you enter (company name and registration number). For payments we keep the method, the amount, the result and the last four digits of the card; the card number itself is turned into a token by our payment provider and never reaches our database. Travel agents' wallet movements are kept with the bookings they paid for.</p>
<h3 id="country-from-ip">1.5 Your country, from your IP address</h3>
<p>When you first open the site we look up the country of your IP address in a database kept on our own server, to preselect your country and its calling code. The address is not sent to anyone else for this, and the result is only a default that you can change in the header.</p>
<h3 id="contact-messages">1.6 Messages you send us</h3>
<p>When you use the contact form we store your name, email, mobile number, subject, message, the language you wrote in and the IP address it came from, and we email a copy to our support team.</p>
<h2 id="cookies-and-local-storage">2. Cookies and local storage</h2>
<p>We use no advertising or analytics cookies. The site keeps the following on your device so that it works:</p>
<ul>
<li><strong>auth_token</strong> (a cookie and a local storage entry of the same name): your sign-in token, kept for up to 7 days or until you log out.</li>
<li><strong>language</strong>, <strong>languageId</strong> and <strong>currency</strong> (local storage): the language and currency you chose.</li>
<li><strong>club_data</strong> (local storage): which site you are on — its id, agent site address, default currency, default language and country code — so that the right settings load.</li>
<li><strong>persist:club-${f.clubId}</strong> (local storage): the site's saved state — your preferences, your recent flight searches, and the flight you are checking out (without any payment token or card details) — so that a reload does not lose your place.</li>
<li><strong>profile_colour</strong> (local storage): the colour of your initials in the profile menu.</li>
</ul>
<p>A guest's booking access key is kept in the browser tab's session storage and disappears when the tab is closed. Clearing your browser's site data removes all of the above.</p>
<h2 id="why-we-use-it">3. Why we use it</h2>
<p>We use your data to make and manage your bookings, to take payment, to send you codes, confirmations and answers to your messages, to keep your account secure, and to meet the record-keeping duties of the law. We do not sell your data, and we do not use it for advertising.</p>
<h2 id="who-we-share-it-with">4. Who we share it with</h2>
<p>We pass to airlines and hotels only what your booking needs (traveller and contact details), to our payment provider what the payment needs, and to our mail provider the messages we send you. Authorities receive data only where the law obliges us. Some of these providers work outside your country; we choose providers that protect the data to the standard this policy describes.</p>
<h2 id="how-long-we-keep-it">5. How long we keep it</h2>
<p>Account data stays while your account exists. Bookings, payments and their traveller details are kept for the period that tax and accounting law requires, then deleted. Sign-in records are kept for one year, contact messages for two years.</p>
<h2 id="your-rights">6. Your rights</h2>
<p>You can see and correct most of your data yourself under My account. You can also ask us for a copy of your data, for a correction, or for deletion of your account, by writing to <a href="mailto:${f.supportEmail}">${f.supportEmail}</a>. We answer within 30 days. Data we must keep by law (such as issued tickets and invoices) stays until that duty ends.</p>
<h2 id="changes">7. Changes to this policy</h2>
<p>When we change this policy we update the date at the top of this page; for important changes we also tell registered customers by email.</p>
`.trim(),
  };
}

export function privacyAr(f: LegalFacts): PageText {
  return {
    title: 'سياسة الخصوصية',
    html: `
<p>توضح هذه السياسة ما تحفظه ${f.name.ar} (${f.legalName.ar}، ${f.seat.ar}) من بياناتك عند استخدامك هذا الموقع، ولماذا، وإلى متى، وما يحق لك أن تطلبه منا بشأنها. نعالج البيانات الشخصية وفقًا ${f.dataLaw.ar}.</p>
<h2 id="what-we-store">1. ما نحفظه</h2>
<h3 id="your-account">1.1 حسابك</h3>
<p>عند التسجيل نحفظ اسمك الكامل وبريدك الإلكتروني ورقم جوالك مع رمز الدولة وكلمة المرور، ولا نحفظ كلمة المرور إلا بصيغة مشفّرة أحادية الاتجاه لا يمكن لأحد استرجاعها. ونحفظ مع حسابك لغتك وعملتك المفضلتين ودولتك وصورتك الشخصية إن أضفتها، وهل تم التحقق من بريدك، والرموز المؤقتة التي نرسلها إليك (مشفّرة، وتُحذف بعد استخدامها أو انتهاء صلاحيتها).</p>
<h3 id="sign-in-records">1.2 سجلات الدخول</h3>
<p>في كل مرة تسجّل فيها الدخول نسجّل الوقت وعنوان IP الذي جاء منه الطلب، والمدينة والمنطقة والدولة ونوع الجهاز والمتصفح كما يرسلها متصفحك. نستخدم هذه السجلات لحماية حسابك، كأن نلاحظ دخولًا من مكان غير معتاد، وللحد من المحاولات المتكررة لتخمين كلمات المرور أو الرموز.</p>
<h3 id="travellers">1.3 المسافرون وجوازات السفر</h3>
<p>لكل مسافر في الحجز نحفظ الاسم الأول واسم العائلة وتاريخ الميلاد والجنس ورقم جواز السفر وتاريخ انتهائه، لأن شركة الطيران تحتاجها لإصدار التذكرة. وإذا اخترت «حفظ هذا المسافر في حسابي» نحفظ البيانات نفسها في حسابك حتى لا تعيد كتابتها، ويمكنك تعديل المسافرين المحفوظين أو حذفهم في أي وقت.</p>
<h3 id="bookings-and-payments">1.4 الحجوزات والمدفوعات</h3>
<p>لكل حجز نحفظ الرحلات أو الفندق والتواريخ والأسعار والعملة، والبريد الإلكتروني ورقم الجوال للتواصل، وحالة الحجز وتاريخها، وأي بيانات ضريبية للشركة تدخلها (اسم الشركة ورقم السجل). وللمدفوعات نحفظ الوسيلة والمبلغ والنتيجة وآخر أربعة أرقام من البطاقة، أما رقم البطاقة نفسه فيحوّله مزوّد الدفع إلى رمز ولا يصل إلى قاعدة بياناتنا أبدًا. وتُحفظ حركات محافظ وكلاء السفر مع الحجوزات التي دُفعت منها.</p>
<h3 id="country-from-ip">1.5 دولتك من عنوان IP</h3>
<p>عند أول زيارة نبحث عن دولة عنوان IP الخاص بك في قاعدة بيانات موجودة على خادمنا، لنختار دولتك ورمز الاتصال الخاص بها مسبقًا. لا نرسل العنوان إلى أي جهة أخرى لهذا الغرض، والنتيجة مجرد اختيار افتراضي يمكنك تغييره من أعلى الصفحة.</p>
<h3 id="contact-messages">1.6 الرسائل التي ترسلها إلينا</h3>
<p>عند استخدام نموذج التواصل نحفظ اسمك وبريدك الإلكتروني ورقم جوالك والموضوع والرسالة واللغة التي كتبت بها وعنوان IP الذي أُرسلت منه، ونرسل نسخة منها بالبريد إلى فريق الدعم.</p>
<h2 id="cookies-and-local-storage">2. ملفات تعريف الارتباط والتخزين المحلي</h2>
<p>لا نستخدم ملفات تعريف ارتباط إعلانية أو تحليلية. يحفظ الموقع على جهازك ما يلي ليعمل:</p>
<ul>
<li><strong>auth_token</strong> (ملف تعريف ارتباط وقيمة بالاسم نفسه في التخزين المحلي): رمز تسجيل دخولك، ويبقى حتى 7 أيام أو إلى أن تسجّل الخروج.</li>
<li><strong>language</strong> و<strong>languageId</strong> و<strong>currency</strong> (التخزين المحلي): اللغة والعملة اللتان اخترتهما.</li>
<li><strong>club_data</strong> (التخزين المحلي): الموقع الذي تتصفحه — معرّفه وعنوان موقع الوكلاء والعملة واللغة الافتراضيتان ورمز الدولة — لتُحمَّل الإعدادات الصحيحة.</li>
<li><strong>persist:club-${f.clubId}</strong> (التخزين المحلي): الحالة المحفوظة للموقع — تفضيلاتك وعمليات بحثك الأخيرة عن الرحلات والرحلة التي تحجزها (دون أي رمز دفع أو بيانات بطاقة) — حتى لا تفقد مكانك عند إعادة تحميل الصفحة.</li>
<li><strong>profile_colour</strong> (التخزين المحلي): لون الأحرف الأولى من اسمك في قائمة الملف الشخصي.</li>
</ul>
<p>يُحفظ مفتاح الوصول إلى حجز الضيف في تخزين الجلسة الخاص بتبويب المتصفح ويزول بإغلاقه. ومسح بيانات الموقع من متصفحك يزيل كل ما سبق.</p>
<h2 id="why-we-use-it">3. لماذا نستخدمها</h2>
<p>نستخدم بياناتك لإجراء حجوزاتك وإدارتها، وتحصيل المدفوعات، وإرسال الرموز والتأكيدات والردود على رسائلك، وحماية حسابك، والوفاء بالتزامات حفظ السجلات التي يفرضها القانون. لا نبيع بياناتك ولا نستخدمها للإعلان.</p>
<h2 id="who-we-share-it-with">4. مع من نشاركها</h2>
<p>لا نرسل إلى شركات الطيران والفنادق إلا ما يحتاجه حجزك (بيانات المسافرين والتواصل)، وإلى مزوّد الدفع ما تحتاجه عملية الدفع، وإلى مزوّد البريد الرسائل التي نرسلها إليك. ولا تتلقى الجهات الرسمية بيانات إلا حين يلزمنا القانون. يعمل بعض هؤلاء المزوّدين خارج بلدك، ونختار منهم من يحمي البيانات بالمستوى الذي تصفه هذه السياسة.</p>
<h2 id="how-long-we-keep-it">5. مدة الاحتفاظ</h2>
<p>تبقى بيانات الحساب ما دام حسابك قائمًا. وتُحفظ الحجوزات والمدفوعات وبيانات مسافريها طوال المدة التي تفرضها أنظمة الضرائب والمحاسبة ثم تُحذف. وتُحفظ سجلات الدخول سنة واحدة، ورسائل التواصل سنتين.</p>
<h2 id="your-rights">6. حقوقك</h2>
<p>يمكنك الاطلاع على معظم بياناتك وتصحيحها بنفسك من صفحة «حسابي». ويمكنك أيضًا أن تطلب نسخة من بياناتك أو تصحيحها أو حذف حسابك بمراسلتنا على <a href="mailto:${f.supportEmail}">${f.supportEmail}</a>، ونرد خلال 30 يومًا. أما البيانات التي يلزمنا القانون بحفظها (كالتذاكر الصادرة والفواتير) فتبقى حتى ينتهي ذلك الالتزام.</p>
<h2 id="changes">7. التعديلات على هذه السياسة</h2>
<p>عند تعديل هذه السياسة نحدّث التاريخ في أعلى هذه الصفحة، ونبلغ العملاء المسجلين بالبريد الإلكتروني عند التعديلات المهمة.</p>
`.trim(),
  };
}
