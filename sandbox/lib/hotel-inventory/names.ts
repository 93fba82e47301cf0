import type { Bilingual } from './cities';

/**
 * The parts hotel names are made of. A name is a proper name inside a kind's pattern: in English
 * the kind follows ("Jasmine Suites"), in Arabic the kind's word comes first and an adjective after
 * ("أجنحة الياسمين", "منتجع المرجان الشاطئي"). `{n}` is where the proper name goes.
 */

const b = (en: string, ar: string): Bilingual => ({ en, ar });

// prettier-ignore
export const PROPER_NAMES: readonly [Bilingual, ...Bilingual[]] = [
  b('Al Noor', 'النور'), b('Jasmine', 'الياسمين'), b('Lotus', 'اللوتس'), b('Pearl', 'اللؤلؤة'),
  b('Crescent', 'الهلال'), b('Oasis', 'الواحة'), b('Falcon', 'الصقر'), b('Cedar', 'الأرز'),
  b('Coral', 'المرجان'), b('Orchid', 'الأوركيد'), b('Horizon', 'الأفق'), b('Emerald', 'الزمرد'),
  b('Sapphire', 'الياقوت'), b('Crown', 'التاج'), b('Summit', 'القمة'), b('Heritage', 'التراث'),
  b('Golden Sands', 'الرمال الذهبية'), b('Silver Palm', 'النخلة الفضية'), b('Blue Wave', 'الموجة الزرقاء'),
  b('Desert Rose', 'وردة الصحراء'), b('Royal Garden', 'الحديقة الملكية'), b('Amber', 'الكهرمان'),
  b('Zaitoun', 'الزيتون'), b('Rayhan', 'الريحان'), b('Nakheel', 'النخيل'), b('Safa', 'الصفا'),
  b('Diyafa', 'الضيافة'), b('Rawda', 'الروضة'), b('Al Salam', 'السلام'), b('Majlis', 'المجلس'),
  b('Bustan', 'البستان'), b('Layali', 'الليالي'), b('Shams', 'الشمس'), b('Qamar', 'القمر'),
  b('Najma', 'النجمة'), b('Dana', 'الدانة'), b('Manara', 'المنارة'), b('Sultan', 'السلطان'),
  b('Andalus', 'الأندلس'), b('Riviera', 'ريفيرا'), b('Continental', 'كونتيننتال'),
  b('Metropolitan', 'متروبوليتان'), b('Regency', 'ريجنسي'), b('Harbour View', 'هاربور فيو'),
  b('Skyline', 'سكاي لاين'), b('City Star', 'نجمة المدينة'), b('Park Lane', 'بارك لين'),
  b('Olive Tree', 'شجرة الزيتون'), b('Sea Breeze', 'نسيم البحر'), b('White Dune', 'الكثيب الأبيض'),
  b('Palm Grove', 'بستان النخيل'), b('Silk Road', 'طريق الحرير'), b('Lighthouse', 'المنارة البحرية'),
  b('Grand Majestic', 'جراند ماجستيك'), b('Marquis', 'ماركيز'), b('Ambassador', 'السفير'),
  b('Mosaic', 'الفسيفساء'), b('Saffron', 'الزعفران'), b('Frankincense', 'اللبان'), b('Sandalwood', 'خشب الصندل'),
];

export type KindKey =
  | 'hotel'
  | 'grand'
  | 'palace'
  | 'suites'
  | 'boutique'
  | 'apartments'
  | 'residences'
  | 'resort'
  | 'beachResort'
  | 'villas'
  | 'guesthouse'
  | 'riad'
  | 'hostel';

/** `{n}` is replaced by the proper name. */
export const KINDS: Record<KindKey, Bilingual> = {
  hotel: b('{n} Hotel', 'فندق {n}'),
  grand: b('Grand {n} Hotel', 'فندق جراند {n}'),
  palace: b('{n} Palace', 'قصر {n}'),
  suites: b('{n} Suites', 'أجنحة {n}'),
  boutique: b('{n} Boutique Hotel', 'فندق {n} بوتيك'),
  apartments: b('{n} Hotel Apartments', 'شقق {n} الفندقية'),
  residences: b('{n} Residences', 'مساكن {n}'),
  resort: b('{n} Resort & Spa', 'منتجع وسبا {n}'),
  beachResort: b('{n} Beach Resort', 'منتجع {n} الشاطئي'),
  villas: b('{n} Villas', 'فلل {n}'),
  guesthouse: b('{n} Guest House', 'دار ضيافة {n}'),
  riad: b('Riad {n}', 'رياض {n}'),
  hostel: b('{n} Hostel', 'نزل {n}'),
};

// prettier-ignore
export const STREETS: readonly [Bilingual, ...Bilingual[]] = [
  b('Park Avenue', 'جادة الحديقة'), b('Market Street', 'شارع السوق'), b('Garden Road', 'طريق الحدائق'),
  b('Station Road', 'طريق المحطة'), b('Palm Street', 'شارع النخيل'), b('Central Avenue', 'الجادة المركزية'),
  b('Old Town Lane', 'زقاق البلدة القديمة'), b('University Road', 'طريق الجامعة'),
  b('Museum Street', 'شارع المتحف'), b('Festival Boulevard', 'بوليفارد المهرجان'),
];

export const COASTAL_STREETS: readonly [Bilingual, ...Bilingual[]] = [
  b('Corniche Road', 'طريق الكورنيش'),
  b('Harbour Road', 'طريق الميناء'),
  b('Beach Road', 'طريق الشاطئ'),
];
