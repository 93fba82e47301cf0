import { COUNTRIES } from './cities';
import { cityOf } from './hotels';
import type { Amenity, Hotel, Language, PropertyType } from './types';

/** The hotel texts the API sends in the request's language. */

const TYPE_NAMES: Record<PropertyType, { en: string; ar: string }> = {
  HOTEL: { en: 'hotel', ar: 'فندق' },
  APARTMENT: { en: 'aparthotel', ar: 'شقق فندقية' },
  RESORT: { en: 'resort', ar: 'منتجع' },
  VILLA: { en: 'villa resort', ar: 'مجمع فلل' },
  GUESTHOUSE: { en: 'guest house', ar: 'دار ضيافة' },
  HOSTEL: { en: 'hostel', ar: 'نزل' },
};

const AMENITY_PHRASES: Partial<Record<Amenity, { en: string; ar: string }>> = {
  POOL: { en: 'an outdoor pool', ar: 'مسبح خارجي' },
  SPA: { en: 'a spa', ar: 'مركز سبا' },
  GYM: { en: 'a fitness centre', ar: 'مركز لياقة بدنية' },
  RESTAURANT: { en: 'a restaurant', ar: 'مطعم' },
  BEACH: { en: 'a private beach', ar: 'شاطئ خاص' },
  AIRPORT_SHUTTLE: { en: 'an airport shuttle', ar: 'خدمة نقل من المطار وإليه' },
};

const languageOf = (language: string | undefined): Language => (language === 'ar' ? 'ar' : 'en');

export function localName(names: { en: string; ar: string }, language: string | undefined): string {
  return names[languageOf(language)];
}

export function countryName(countryId: string, language: string | undefined): string {
  const country = COUNTRIES[countryId];
  return country ? country[languageOf(language)] : countryId;
}

export function hotelDescription(hotel: Hotel, language: string | undefined): string {
  const city = cityOf(hotel);
  const type = TYPE_NAMES[hotel.propertyType];
  const features = hotel.amenities.flatMap((amenity) => AMENITY_PHRASES[amenity] ?? []);
  if (languageOf(language) === 'ar') {
    const list =
      features.length > 1
        ? `${features
            .slice(0, -1)
            .map((f) => f.ar)
            .join('، ')} و${features.at(-1)!.ar}`
        : (features[0]?.ar ?? '');
    return (
      `${hotel.name.ar} ${type.ar} من فئة ${hotel.stars} نجوم في ${hotel.area.ar}، على بعد ` +
      `${hotel.distanceKm} كم من وسط ${city.name.ar}. ` +
      (list ? `يضم ${list}. ` : '') +
      `تتوفر خدمة الإنترنت اللاسلكي${hotel.amenities.includes('WIFI') ? ' مجاناً' : ' مقابل رسوم'} ` +
      `ويمكن تسجيل الوصول ابتداءً من الساعة ${hotel.checkInFrom}.`
    );
  }
  const list =
    features.length > 1
      ? `${features
          .slice(0, -1)
          .map((f) => f.en)
          .join(', ')} and ${features.at(-1)!.en}`
      : (features[0]?.en ?? '');
  return (
    `${hotel.name.en} is a ${hotel.stars}-star ${type.en} in ${hotel.area.en}, ` +
    `${hotel.distanceKm} km from the centre of ${city.name.en}. ` +
    (list ? `It has ${list}. ` : '') +
    `Wi-Fi is ${hotel.amenities.includes('WIFI') ? 'free' : 'available for a fee'}, ` +
    `and check-in starts at ${hotel.checkInFrom}.`
  );
}

export function hotelPolicies(hotel: Hotel, language: string | undefined) {
  const pets = hotel.amenities.includes('PETS_ALLOWED');
  const extraBeds = hotel.propertyType !== 'HOSTEL';
  if (languageOf(language) === 'ar') {
    return {
      children:
        hotel.propertyType === 'HOSTEL'
          ? 'لا يُسمح بإقامة الأطفال دون 16 عاماً إلا بصحبة أحد الوالدين في غرفة خاصة.'
          : 'يُرحَّب بالأطفال من جميع الأعمار. يقيم الأطفال دون 3 سنوات مجاناً باستخدام الأسرّة الموجودة.',
      extraBeds: extraBeds
        ? 'يمكن توفير سرير إضافي أو سرير أطفال عند الطلب حسب التوفر، وقد تُطبَّق رسوم إضافية.'
        : 'لا تتوفر أسرّة إضافية.',
      pets: pets ? 'يُسمح بالحيوانات الأليفة عند الطلب، وقد تُطبَّق رسوم.' : 'لا يُسمح بالحيوانات الأليفة.',
    };
  }
  return {
    children:
      hotel.propertyType === 'HOSTEL'
        ? 'Children under 16 stay only with a parent, in a private room.'
        : 'Children of all ages are welcome. Children under 3 stay free using existing beds.',
    extraBeds: extraBeds
      ? 'An extra bed or a cot can be provided on request, subject to availability; charges may apply.'
      : 'Extra beds are not available.',
    pets: pets ? 'Pets are allowed on request; charges may apply.' : 'Pets are not allowed.',
  };
}

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};

/** "Free cancellation until 28 Nov 2026, 23:59 (hotel time). After that, USD 210.50 is charged." */
export function penaltyText(
  freeUntil: string,
  penalty: number,
  currency: { code: string; decimals: number },
  language: string | undefined,
): string {
  const [date = '', time = ''] = freeUntil.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const amount = `${currency.code} ${penalty.toFixed(currency.decimals)}`;
  if (languageOf(language) === 'ar') {
    return (
      `إلغاء مجاني حتى ${day} ${MONTHS.ar[month - 1]} ${year}، الساعة ${time.slice(0, 5)} بتوقيت الفندق. ` +
      `بعد ذلك تُحتسب الليلة الأولى (${amount}).`
    );
  }
  return (
    `Free cancellation until ${day} ${MONTHS.en[month - 1]} ${year}, ${time.slice(0, 5)} hotel time. ` +
    `After that, the first night (${amount}) is charged.`
  );
}
