import type { AirlineRef, Offer } from '../flight-offers/types';

/**
 * Arabic names of the airlines the offer generator flies (lib/flight-offers/carriers.ts),
 * as the airlines and Arabic travel sites write them. Answers in Arabic (`language: ar`) carry these;
 * any other airline, or any other language, keeps the catalogue's English name. Offers are kept in
 * English and named in the caller's language as they are answered.
 */
export const ARABIC_AIRLINE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  EK: 'طيران الإمارات',
  QR: 'الخطوط الجوية القطرية',
  EY: 'الاتحاد للطيران',
  SV: 'الخطوط السعودية',
  GF: 'طيران الخليج',
  WY: 'الطيران العماني',
  KU: 'الخطوط الجوية الكويتية',
  MS: 'مصر للطيران',
  RJ: 'الملكية الأردنية',
  ME: 'طيران الشرق الأوسط',
  TK: 'الخطوط الجوية التركية',
  LH: 'لوفتهانزا',
  BA: 'الخطوط الجوية البريطانية',
  AF: 'الخطوط الجوية الفرنسية',
  KL: 'الخطوط الجوية الملكية الهولندية',
  LX: 'الخطوط الجوية السويسرية',
  OS: 'الخطوط الجوية النمساوية',
  IB: 'إيبيريا',
  AY: 'فين إير',
  AI: 'طيران الهند',
  '6E': 'إنديجو',
  PK: 'الخطوط الجوية الدولية الباكستانية',
  UL: 'الخطوط الجوية السريلانكية',
  SQ: 'الخطوط الجوية السنغافورية',
  CX: 'كاثي باسيفيك',
  TG: 'الخطوط الجوية التايلاندية',
  MH: 'الخطوط الجوية الماليزية',
  CA: 'طيران الصين',
  NH: 'أول نيبون للطيران',
  KE: 'الخطوط الجوية الكورية',
  QF: 'كانتاس',
  AA: 'الخطوط الجوية الأمريكية',
  UA: 'يونايتد إيرلاينز',
  DL: 'دلتا إيرلاينز',
  AC: 'طيران كندا',
  AM: 'إيروميكسيكو',
  LA: 'لاتام',
  ET: 'الخطوط الجوية الإثيوبية',
  KQ: 'الخطوط الجوية الكينية',
  SA: 'الخطوط الجوية الجنوب أفريقية',
  AT: 'الخطوط الملكية المغربية',
  FZ: 'فلاي دبي',
  G9: 'العربية للطيران',
  XY: 'طيران ناس',
  J9: 'طيران الجزيرة',
});

/** The language of a request's `language` header that names airlines in Arabic. */
export function namesInArabic(language: string | undefined): boolean {
  return language?.trim().toLowerCase().startsWith('ar') ?? false;
}

function airlineIn(airline: AirlineRef, arabic: boolean): AirlineRef {
  const name = arabic ? ARABIC_AIRLINE_NAMES[airline.code] : undefined;
  return name ? { ...airline, name } : airline;
}

/** The offer with its airlines named in the request's language (the stored offer is left as it is). */
export function offerInLanguage<T extends Offer>(offer: T, language: string | undefined): T {
  const arabic = namesInArabic(language);
  if (!arabic) return offer;
  return {
    ...offer,
    validatingAirline: airlineIn(offer.validatingAirline, arabic),
    legs: offer.legs.map((leg) => ({
      ...leg,
      segments: leg.segments.map((segment) => ({ ...segment, airline: airlineIn(segment.airline, arabic) })),
    })),
  };
}
