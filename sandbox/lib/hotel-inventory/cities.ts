/**
 * The cities the sandbox sells hotels in: every GCC capital and main city, large Arab League cities
 * and the main destinations flown from the Gulf. Coordinates are the city centres; `hotels` is the
 * size of the generated inventory; `price` is a 3-star double room's typical night in US dollars.
 */

export type SeasonPattern = 'gulf' | 'holy' | 'khareef' | 'mediterranean' | 'europe' | 'tropical' | 'levant';

export interface Bilingual {
  en: string;
  ar: string;
}

export interface City {
  id: number;
  name: Bilingual;
  countryId: string;
  latitude: number;
  longitude: number;
  /** IANA time zone. */
  timeZone: string;
  hotels: number;
  price: number;
  season: SeasonPattern;
  coastal: boolean;
  areas: Bilingual[];
}

export const COUNTRIES: Record<string, Bilingual> = {
  AE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  QA: { en: 'Qatar', ar: 'قطر' },
  SA: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  KW: { en: 'Kuwait', ar: 'الكويت' },
  BH: { en: 'Bahrain', ar: 'البحرين' },
  OM: { en: 'Oman', ar: 'عُمان' },
  EG: { en: 'Egypt', ar: 'مصر' },
  JO: { en: 'Jordan', ar: 'الأردن' },
  LB: { en: 'Lebanon', ar: 'لبنان' },
  MA: { en: 'Morocco', ar: 'المغرب' },
  TN: { en: 'Tunisia', ar: 'تونس' },
  IQ: { en: 'Iraq', ar: 'العراق' },
  DZ: { en: 'Algeria', ar: 'الجزائر' },
  GB: { en: 'United Kingdom', ar: 'المملكة المتحدة' },
  FR: { en: 'France', ar: 'فرنسا' },
  TR: { en: 'Türkiye', ar: 'تركيا' },
  TH: { en: 'Thailand', ar: 'تايلاند' },
  MY: { en: 'Malaysia', ar: 'ماليزيا' },
  IN: { en: 'India', ar: 'الهند' },
  MV: { en: 'Maldives', ar: 'جزر المالديف' },
  AZ: { en: 'Azerbaijan', ar: 'أذربيجان' },
  GE: { en: 'Georgia', ar: 'جورجيا' },
  LK: { en: 'Sri Lanka', ar: 'سريلانكا' },
  ID: { en: 'Indonesia', ar: 'إندونيسيا' },
  SG: { en: 'Singapore', ar: 'سنغافورة' },
  PK: { en: 'Pakistan', ar: 'باكستان' },
  AT: { en: 'Austria', ar: 'النمسا' },
  CH: { en: 'Switzerland', ar: 'سويسرا' },
  DE: { en: 'Germany', ar: 'ألمانيا' },
  IT: { en: 'Italy', ar: 'إيطاليا' },
};

const a = (en: string, ar: string): Bilingual => ({ en, ar });

type CityRow = [
  id: number,
  en: string,
  ar: string,
  country: string,
  latitude: number,
  longitude: number,
  timeZone: string,
  hotels: number,
  price: number,
  season: SeasonPattern,
  coastal: boolean,
  areas: Bilingual[],
];

// prettier-ignore
const ROWS: CityRow[] = [
  [1, 'Abu Dhabi', 'أبوظبي', 'AE', 24.4539, 54.3773, 'Asia/Dubai', 260, 110, 'gulf', true, [
    a('Corniche', 'الكورنيش'), a('Al Maryah Island', 'جزيرة الماريه'), a('Saadiyat Island', 'جزيرة السعديات'),
    a('Yas Island', 'جزيرة ياس'), a('Al Reem Island', 'جزيرة الريم'), a('Khalifa City', 'مدينة خليفة'),
  ]],
  [2, 'Sharjah', 'الشارقة', 'AE', 25.3463, 55.4209, 'Asia/Dubai', 120, 70, 'gulf', true, [
    a('Al Majaz', 'المجاز'), a('Al Khan', 'الخان'), a('Al Qasba', 'القصباء'), a('Al Nahda', 'النهدة'),
  ]],
  [3, 'Ras Al Khaimah', 'رأس الخيمة', 'AE', 25.8007, 55.9762, 'Asia/Dubai', 60, 90, 'gulf', true, [
    a('Al Marjan Island', 'جزيرة المرجان'), a('Al Nakheel', 'النخيل'), a('Al Hamra', 'الحمرا'),
  ]],
  [4, 'Fujairah', 'الفجيرة', 'AE', 25.1288, 56.3265, 'Asia/Dubai', 40, 80, 'gulf', true, [
    a('Fujairah City', 'مدينة الفجيرة'), a('Al Aqah', 'العقة'), a('Dibba', 'دبا'),
  ]],
  [5, 'Doha', 'الدوحة', 'QA', 25.2854, 51.531, 'Asia/Qatar', 280, 110, 'gulf', true, [
    a('West Bay', 'الخليج الغربي'), a('The Pearl', 'اللؤلؤة'), a('Msheireb', 'مشيرب'), a('Al Sadd', 'السد'),
    a('Lusail', 'لوسيل'),
  ]],
  [6, 'Riyadh', 'الرياض', 'SA', 24.7136, 46.6753, 'Asia/Riyadh', 420, 100, 'gulf', false, [
    a('Al Olaya', 'العليا'), a('King Abdullah Financial District', 'مركز الملك عبدالله المالي'),
    a('Al Malaz', 'الملز'), a('Diplomatic Quarter', 'الحي الدبلوماسي'), a('Al Murabba', 'المربع'),
  ]],
  [7, 'Jeddah', 'جدة', 'SA', 21.4858, 39.1925, 'Asia/Riyadh', 300, 90, 'gulf', true, [
    a('Al Hamra', 'الحمراء'), a('Al Balad', 'البلد'), a('Corniche', 'الكورنيش'), a('Al Rawdah', 'الروضة'),
    a('Obhur', 'أبحر'),
  ]],
  [8, 'Mecca', 'مكة المكرمة', 'SA', 21.3891, 39.8579, 'Asia/Riyadh', 320, 120, 'holy', false, [
    a('Ajyad', 'أجياد'), a('Al Aziziyah', 'العزيزية'), a('Jabal Omar', 'جبل عمر'),
    a('Ibrahim Al Khalil', 'إبراهيم الخليل'), a('Al Misfalah', 'المسفلة'),
  ]],
  [9, 'Medina', 'المدينة المنورة', 'SA', 24.5247, 39.5692, 'Asia/Riyadh', 200, 90, 'holy', false, [
    a('Central Area', 'المنطقة المركزية'), a('Quba', 'قباء'), a('Al Aziziyah', 'العزيزية'), a('Sultanah', 'سلطانة'),
  ]],
  [10, 'Dammam', 'الدمام', 'SA', 26.4207, 50.0888, 'Asia/Riyadh', 110, 75, 'gulf', true, [
    a('Al Shati', 'الشاطئ'), a('Al Faisaliyah', 'الفيصلية'), a('Al Adamah', 'العدامة'),
  ]],
  [11, 'Al Khobar', 'الخبر', 'SA', 26.2172, 50.1971, 'Asia/Riyadh', 100, 80, 'gulf', true, [
    a('Corniche', 'الكورنيش'), a('Al Ulaya', 'العليا'), a('Al Rakah', 'الراكة'),
  ]],
  [12, 'Dubai', 'دبي', 'AE', 25.2048, 55.2708, 'Asia/Dubai', 1100, 120, 'gulf', true, [
    a('Downtown Dubai', 'وسط مدينة دبي'), a('Dubai Marina', 'دبي مارينا'), a('Deira', 'ديرة'),
    a('Bur Dubai', 'بر دبي'), a('Jumeirah', 'جميرا'), a('Palm Jumeirah', 'نخلة جميرا'),
    a('Business Bay', 'الخليج التجاري'), a('Al Barsha', 'البرشاء'),
    a('Jumeirah Beach Residence', 'جميرا بيتش ريزيدنس'), a('Al Qusais', 'القصيص'),
  ]],
  [13, 'Taif', 'الطائف', 'SA', 21.2703, 40.4158, 'Asia/Riyadh', 60, 60, 'gulf', false, [
    a('Al Hada', 'الهدا'), a('Al Shafa', 'الشفا'), a('Shubra', 'شبرا'),
  ]],
  [14, 'AlUla', 'العلا', 'SA', 26.6085, 37.9232, 'Asia/Riyadh', 25, 180, 'gulf', false, [
    a('Old Town', 'البلدة القديمة'), a('Ashar Valley', 'وادي عشار'),
  ]],
  [15, 'Kuwait City', 'مدينة الكويت', 'KW', 29.3759, 47.9774, 'Asia/Kuwait', 180, 100, 'gulf', true, [
    a('Sharq', 'شرق'), a('Salmiya', 'السالمية'), a('Dasman', 'دسمان'), a('Mirqab', 'المرقاب'), a('Fintas', 'الفنطاس'),
  ]],
  [16, 'Manama', 'المنامة', 'BH', 26.2285, 50.586, 'Asia/Bahrain', 150, 85, 'gulf', true, [
    a('Seef', 'السيف'), a('Juffair', 'الجفير'), a('Bahrain Bay', 'خليج البحرين'), a('Adliya', 'العدلية'),
  ]],
  [17, 'Muscat', 'مسقط', 'OM', 23.588, 58.3829, 'Asia/Muscat', 160, 85, 'gulf', true, [
    a('Qurum', 'القرم'), a('Muttrah', 'مطرح'), a('Al Khuwair', 'الخوير'), a('Shatti Al Qurum', 'شاطئ القرم'),
    a('Al Mouj', 'الموج'),
  ]],
  [18, 'Salalah', 'صلالة', 'OM', 17.0151, 54.0924, 'Asia/Muscat', 50, 70, 'khareef', true, [
    a('Al Haffa', 'الحافة'), a('Al Saada', 'السعادة'), a('Taqah', 'طاقة'),
  ]],
  [19, 'Cairo', 'القاهرة', 'EG', 30.0444, 31.2357, 'Africa/Cairo', 380, 55, 'levant', false, [
    a('Downtown', 'وسط البلد'), a('Zamalek', 'الزمالك'), a('Garden City', 'جاردن سيتي'), a('Heliopolis', 'مصر الجديدة'),
    a('Giza', 'الجيزة'), a('New Cairo', 'القاهرة الجديدة'),
  ]],
  [20, 'Alexandria', 'الإسكندرية', 'EG', 31.2001, 29.9187, 'Africa/Cairo', 140, 45, 'mediterranean', true, [
    a('Corniche', 'الكورنيش'), a('San Stefano', 'سان ستيفانو'), a('Montaza', 'المنتزه'), a('Smouha', 'سموحة'),
  ]],
  [21, 'Sharm El Sheikh', 'شرم الشيخ', 'EG', 27.9158, 34.33, 'Africa/Cairo', 160, 60, 'gulf', true, [
    a('Naama Bay', 'خليج نعمة'), a('Nabq', 'نبق'), a('Sharks Bay', 'خليج القرش'),
  ]],
  [22, 'Hurghada', 'الغردقة', 'EG', 27.2579, 33.8116, 'Africa/Cairo', 180, 50, 'gulf', true, [
    a('Sahl Hasheesh', 'سهل حشيش'), a('El Gouna', 'الجونة'), a('Dahar', 'الدهار'),
  ]],
  [23, 'Amman', 'عمّان', 'JO', 31.9454, 35.9284, 'Asia/Amman', 170, 70, 'levant', false, [
    a('Abdali', 'العبدلي'), a('Jabal Amman', 'جبل عمان'), a('Shmeisani', 'الشميساني'), a('Sweifieh', 'الصويفية'),
    a('Abdoun', 'عبدون'),
  ]],
  [24, 'Aqaba', 'العقبة', 'JO', 29.5321, 35.0063, 'Asia/Amman', 50, 65, 'gulf', true, [
    a('South Beach', 'الشاطئ الجنوبي'), a('Tala Bay', 'خليج تالا'), a('City Centre', 'وسط المدينة'),
  ]],
  [25, 'Beirut', 'بيروت', 'LB', 33.8938, 35.5018, 'Asia/Beirut', 140, 80, 'mediterranean', true, [
    a('Hamra', 'الحمرا'), a('Achrafieh', 'الأشرفية'), a('Downtown', 'وسط بيروت'), a('Gemmayzeh', 'الجميزة'),
    a('Raouche', 'الروشة'),
  ]],
  [26, 'Casablanca', 'الدار البيضاء', 'MA', 33.5731, -7.5898, 'Africa/Casablanca', 150, 65, 'mediterranean', true, [
    a('Anfa', 'أنفا'), a('Maarif', 'المعاريف'), a('Ain Diab', 'عين الذئاب'), a('Gauthier', 'غوتييه'),
  ]],
  [27, 'Marrakesh', 'مراكش', 'MA', 31.6295, -7.9811, 'Africa/Casablanca', 240, 70, 'levant', false, [
    a('Medina', 'المدينة القديمة'), a('Gueliz', 'جليز'), a('Hivernage', 'الحي الشتوي'), a('Palmeraie', 'النخيل'),
  ]],
  [28, 'Tunis', 'تونس', 'TN', 36.8065, 10.1815, 'Africa/Tunis', 110, 50, 'mediterranean', true, [
    a('Les Berges du Lac', 'ضفاف البحيرة'), a('Medina', 'المدينة العتيقة'), a('Gammarth', 'قمرت'), a('La Marsa', 'المرسى'),
  ]],
  [29, 'Baghdad', 'بغداد', 'IQ', 33.3152, 44.3661, 'Asia/Baghdad', 90, 70, 'gulf', false, [
    a('Karrada', 'الكرادة'), a('Al Mansour', 'المنصور'), a('Al Jadriya', 'الجادرية'), a('Al Rasheed Street', 'شارع الرشيد'),
  ]],
  [30, 'Erbil', 'أربيل', 'IQ', 36.1911, 44.0092, 'Asia/Baghdad', 70, 65, 'levant', false, [
    a('Ainkawa', 'عنكاوا'), a('Citadel', 'القلعة'), a('Dream City', 'دريم سيتي'),
  ]],
  [31, 'Algiers', 'الجزائر العاصمة', 'DZ', 36.7538, 3.0588, 'Africa/Algiers', 90, 70, 'mediterranean', true, [
    a('Hydra', 'حيدرة'), a('Bab Ezzouar', 'باب الزوار'), a('Sidi Yahia', 'سيدي يحيى'),
  ]],
  [32, 'London', 'لندن', 'GB', 51.5074, -0.1278, 'Europe/London', 520, 170, 'europe', false, [
    a('Westminster', 'وستمنستر'), a('Kensington', 'كنسينغتون'), a('Mayfair', 'مايفير'), a('Paddington', 'بادينغتون'),
    a('Knightsbridge', 'نايتسبريدج'), a('Soho', 'سوهو'), a('Canary Wharf', 'كناري وارف'),
  ]],
  [33, 'Paris', 'باريس', 'FR', 48.8566, 2.3522, 'Europe/Paris', 480, 160, 'europe', false, [
    a('Champs-Élysées', 'الشانزليزيه'), a('Le Marais', 'لو ماريه'), a('Saint-Germain', 'سان جيرمان'),
    a('Opéra', 'الأوبرا'), a('Montmartre', 'مونمارتر'), a('La Défense', 'لا ديفانس'),
  ]],
  [34, 'Istanbul', 'إسطنبول', 'TR', 41.0082, 28.9784, 'Europe/Istanbul', 600, 75, 'mediterranean', true, [
    a('Sultanahmet', 'السلطان أحمد'), a('Taksim', 'تقسيم'), a('Beşiktaş', 'بشكتاش'), a('Şişli', 'شيشلي'),
    a('Kadıköy', 'قاضي كوي'), a('Fatih', 'الفاتح'),
  ]],
  [35, 'Trabzon', 'طرابزون', 'TR', 41.0027, 39.7168, 'Europe/Istanbul', 60, 50, 'europe', true, [
    a('Ortahisar', 'أورتاحصار'), a('Uzungöl', 'أوزنجول'), a('Akçaabat', 'أكتشا آباد'),
  ]],
  [36, 'Bangkok', 'بانكوك', 'TH', 13.7563, 100.5018, 'Asia/Bangkok', 560, 60, 'tropical', false, [
    a('Sukhumvit', 'سوخومفيت'), a('Silom', 'سيلوم'), a('Siam', 'سيام'), a('Riverside', 'ضفة النهر'),
    a('Pratunam', 'براتونام'),
  ]],
  [37, 'Phuket', 'بوكيت', 'TH', 7.8804, 98.3923, 'Asia/Bangkok', 240, 65, 'tropical', true, [
    a('Patong', 'باتونغ'), a('Kata', 'كاتا'), a('Karon', 'كارون'), a('Kamala', 'كامالا'),
  ]],
  [38, 'Kuala Lumpur', 'كوالالمبور', 'MY', 3.139, 101.6869, 'Asia/Kuala_Lumpur', 420, 55, 'tropical', false, [
    a('Bukit Bintang', 'بوكيت بينتانغ'), a('City Centre', 'مركز المدينة'), a('Chinatown', 'الحي الصيني'),
    a('Bangsar', 'بانغسار'),
  ]],
  [39, 'Mumbai', 'مومباي', 'IN', 19.076, 72.8777, 'Asia/Kolkata', 320, 70, 'tropical', true, [
    a('Colaba', 'كولابا'), a('Bandra', 'باندرا'), a('Juhu', 'جوهو'), a('Andheri', 'أنديري'), a('Lower Parel', 'لوار باريل'),
  ]],
  [40, 'Delhi', 'دلهي', 'IN', 28.6139, 77.209, 'Asia/Kolkata', 340, 60, 'tropical', false, [
    a('Connaught Place', 'كونوت بليس'), a('Aerocity', 'إيروسيتي'), a('Karol Bagh', 'كارول باغ'),
    a('Paharganj', 'باهارغانج'),
  ]],
  [41, 'Malé', 'ماليه', 'MV', 4.1755, 73.5093, 'Indian/Maldives', 90, 220, 'tropical', true, [
    a('North Malé Atoll', 'أتول ماليه الشمالي'), a('South Malé Atoll', 'أتول ماليه الجنوبي'),
    a('Hulhumalé', 'هولهومالي'), a('Maafushi', 'مافوشي'),
  ]],
  [42, 'Baku', 'باكو', 'AZ', 40.4093, 49.8671, 'Asia/Baku', 170, 65, 'europe', true, [
    a('Old City', 'المدينة القديمة'), a('Boulevard', 'البوليفارد'), a('Nizami', 'نظامي'), a('Port Baku', 'ميناء باكو'),
  ]],
  [43, 'Tbilisi', 'تبليسي', 'GE', 41.7151, 44.8271, 'Asia/Tbilisi', 180, 55, 'europe', false, [
    a('Old Tbilisi', 'تبليسي القديمة'), a('Rustaveli', 'روستافيلي'), a('Vake', 'فاكي'), a('Saburtalo', 'سابورتالو'),
  ]],
  [44, 'Colombo', 'كولومبو', 'LK', 6.9271, 79.8612, 'Asia/Colombo', 120, 50, 'tropical', true, [
    a('Fort', 'فورت'), a('Kollupitiya', 'كولوبيتيا'), a('Bambalapitiya', 'بامبالابيتيا'), a('Mount Lavinia', 'جبل لافينيا'),
  ]],
  [45, 'Bali', 'بالي', 'ID', -8.6705, 115.2126, 'Asia/Makassar', 380, 60, 'tropical', true, [
    a('Seminyak', 'سيمينياك'), a('Kuta', 'كوتا'), a('Ubud', 'أوبود'), a('Nusa Dua', 'نوسا دوا'), a('Jimbaran', 'جيمباران'),
  ]],
  [46, 'Singapore', 'سنغافورة', 'SG', 1.3521, 103.8198, 'Asia/Singapore', 300, 160, 'tropical', true, [
    a('Marina Bay', 'مارينا باي'), a('Orchard', 'أورشارد'), a('Sentosa', 'سنتوسا'), a('Clarke Quay', 'كلارك كي'),
  ]],
  [47, 'Karachi', 'كراتشي', 'PK', 24.8607, 67.0011, 'Asia/Karachi', 110, 45, 'gulf', true, [
    a('Clifton', 'كليفتون'), a('Saddar', 'صدر'), a('Defence', 'ديفنس'),
  ]],
  [48, 'Vienna', 'فيينا', 'AT', 48.2082, 16.3738, 'Europe/Vienna', 180, 130, 'europe', false, [
    a('Innere Stadt', 'المدينة الداخلية'), a('Leopoldstadt', 'ليوبولدشتات'), a('Mariahilf', 'ماريا هيلف'),
    a('Wieden', 'فيدن'),
  ]],
  [49, 'Geneva', 'جنيف', 'CH', 46.2044, 6.1432, 'Europe/Zurich', 110, 200, 'europe', false, [
    a('Pâquis', 'باكي'), a('Eaux-Vives', 'أو فيف'), a('Old Town', 'البلدة القديمة'), a('Cornavin', 'كورنافان'),
  ]],
  [50, 'Munich', 'ميونخ', 'DE', 48.1351, 11.582, 'Europe/Berlin', 200, 140, 'europe', false, [
    a('Altstadt', 'ألتشتات'), a('Maxvorstadt', 'ماكسفورشتات'), a('Schwabing', 'شفابينغ'),
  ]],
  [51, 'Milan', 'ميلانو', 'IT', 45.4642, 9.19, 'Europe/Rome', 220, 140, 'europe', false, [
    a('Duomo', 'الدومو'), a('Brera', 'بريرا'), a('Porta Nuova', 'بورتا نوفا'), a('Navigli', 'نافيلي'),
  ]],
];

export const CITIES: readonly City[] = ROWS.map(
  ([id, en, ar, countryId, latitude, longitude, timeZone, hotels, price, season, coastal, areas]) => ({
    id,
    name: { en, ar },
    countryId,
    latitude,
    longitude,
    timeZone,
    hotels,
    price,
    season,
    coastal,
    areas,
  }),
);

const BY_ID = new Map(CITIES.map((city) => [city.id, city]));

export function findCity(id: number): City | null {
  return BY_ID.get(id) ?? null;
}
