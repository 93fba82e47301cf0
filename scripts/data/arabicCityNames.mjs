// Arabic city names of airports, by IATA code: written by the project for the Arabic site after the
// spellings of Arabic Wikipedia and Arabic-language airline and travel sites (not yet checked name by
// name by a native speaker). The build
// (lib/arabicAirportNames.mjs) prefers an entry here to the CLDR or OurAirports name.
//
// The name is the city the airport serves, as an Arabic speaker would look for it: an airport that
// OurAirports files under a suburb or district (Jebel Ali, Sepang, Narita, Attock, Lapu-Lapu…) gets
// the city it serves, and airports that serve the same city share its name. Places whose Arabic
// spelling is not settled are left out rather than guessed: they keep CLDR's name, or the English one.
// Arabic letters and spaces only (scripts/arabicCityNames.test.ts checks it).

/** @type {Readonly<Record<string, string>>} */
export const ARABIC_CITY_NAMES = Object.freeze({
  // ── Arab League: large airports, and every airport of the GCC states ──
  // United Arab Emirates
  AAN: 'العين',
  AUH: 'أبوظبي',
  DWC: 'دبي', // Al Maktoum International (Dubai World Central), at Jebel Ali
  DXB: 'دبي',
  FJR: 'الفجيرة',
  RKT: 'رأس الخيمة',
  SHJ: 'الشارقة',
  // Bahrain
  BAH: 'المنامة',
  // Djibouti
  JIB: 'جيبوتي',
  // Algeria
  AAE: 'عنابة',
  ALG: 'الجزائر',
  AZR: 'أدرار',
  BJA: 'بجاية',
  BLJ: 'باتنة',
  BSK: 'بسكرة',
  CBH: 'بشار',
  CFK: 'الشلف',
  CZL: 'قسنطينة',
  DJG: 'جانت',
  GHA: 'غرداية', // Noumérat, at El Atteuf
  GJL: 'جيجل', // Ferhat Abbas, at Taher
  HME: 'حاسي مسعود',
  IAM: 'عين أمناس',
  INZ: 'عين صالح',
  OGX: 'ورقلة',
  ORN: 'وهران', // Es-Sénia
  QSF: 'سطيف',
  TEE: 'تبسة',
  TGR: 'تقرت',
  TIN: 'تندوف',
  TLM: 'تلمسان', // Zenata
  TMR: 'تمنراست',
  TMX: 'تيميمون',
  VVZ: 'إليزي',
  // Egypt
  AAC: 'العريش',
  ABS: 'أبو سمبل',
  ASW: 'أسوان',
  ATZ: 'أسيوط',
  CAI: 'القاهرة',
  DBB: 'العلمين',
  HBE: 'الإسكندرية', // Borg El Arab
  HMB: 'سوهاج',
  HRG: 'الغردقة',
  LXR: 'الأقصر',
  MUH: 'مرسى مطروح',
  RMF: 'مرسى علم',
  SPX: 'الجيزة',
  SSH: 'شرم الشيخ',
  TCP: 'طابا',
  // Iraq
  BGW: 'بغداد',
  BSR: 'البصرة',
  EBL: 'أربيل',
  ISU: 'السليمانية',
  NJF: 'النجف',
  // Jordan
  ADJ: 'عمّان', // Marka
  AMM: 'عمّان',
  AQJ: 'العقبة',
  // Comoros
  HAH: 'موروني',
  // Kuwait
  KWI: 'الكويت',
  // Lebanon
  BEY: 'بيروت',
  // Libya
  BEN: 'بنغازي', // Benina
  GHT: 'غات',
  LTD: 'غدامس',
  MJI: 'طرابلس', // Mitiga
  SEB: 'سبها',
  SRX: 'سرت',
  // Morocco
  AGA: 'أكادير',
  AHU: 'الحسيمة',
  CMN: 'الدار البيضاء',
  ERH: 'الرشيدية',
  ESU: 'الصويرة',
  FEZ: 'فاس', // Saïss
  NDR: 'الناظور', // Al Aroui
  OUD: 'وجدة', // Angads
  OZZ: 'ورزازات',
  RAK: 'مراكش',
  RBA: 'الرباط',
  TNG: 'طنجة',
  TTA: 'طانطان',
  TTU: 'تطوان',
  // Mauritania
  NDB: 'نواذيبو',
  NKC: 'نواكشوط',
  // Oman
  DQM: 'الدقم',
  KHS: 'خصب',
  MCT: 'مسقط',
  SLL: 'صلالة',
  // Qatar
  DOH: 'الدوحة',
  // Saudi Arabia
  ABT: 'الباحة',
  AHB: 'أبها',
  AJF: 'الجوف',
  AQI: 'القيصومة',
  BHH: 'بيشة',
  DMM: 'الدمام',
  DWD: 'الدوادمي',
  EAM: 'نجران',
  EJH: 'الوجه',
  ELQ: 'بريدة', // Al-Qassim
  GIZ: 'جازان',
  HAS: 'حائل',
  HOF: 'الأحساء', // at Hofuf
  JED: 'جدة',
  KMC: 'مدينة الملك خالد العسكرية',
  MED: 'المدينة المنورة',
  NUM: 'نيوم', // Neom Bay, at Sharma
  RAE: 'عرعر',
  RAH: 'رفحاء',
  RUH: 'الرياض',
  SHW: 'شرورة',
  TIF: 'الطائف',
  TUI: 'طريف',
  TUU: 'تبوك',
  ULH: 'العلا',
  URY: 'القريات',
  WAE: 'وادي الدواسر',
  YNB: 'ينبع',
  // Sudan
  DOG: 'دنقلا',
  EBD: 'الأبيض',
  ELF: 'الفاشر',
  KRT: 'الخرطوم',
  KSL: 'كسلا',
  PZU: 'بورتسودان',
  UYL: 'نيالا',
  // Somalia
  BBO: 'بربرة',
  HGA: 'هرجيسا',
  MGQ: 'مقديشو',
  // Syria
  ALP: 'حلب',
  DAM: 'دمشق',
  KAC: 'القامشلي',
  LTK: 'اللاذقية',
  // Tunisia
  DJE: 'جربة', // Djerba–Zarzis, at Mellita
  GAE: 'قابس',
  GAF: 'قفصة',
  MIR: 'المنستير',
  NBE: 'النفيضة', // Enfidha–Hammamet
  SFA: 'صفاقس',
  TBJ: 'طبرقة',
  TOE: 'توزر',
  TUN: 'تونس',
  // Yemen
  AAY: 'الغيضة',
  ADE: 'عدن',
  GXF: 'سيئون',
  HOD: 'الحديدة',
  RIY: 'المكلا', // Riyan
  SAH: 'صنعاء',
  SCT: 'سقطرى',
  TAI: 'تعز',

  // ── Hubs and destinations flown from the Gulf ──
  // United Kingdom
  BFS: 'بلفاست',
  BHD: 'بلفاست',
  BHX: 'برمنغهام',
  BRS: 'بريستول',
  EDI: 'إدنبرة',
  GLA: 'غلاسكو', // at Paisley
  LCY: 'لندن',
  LGW: 'لندن',
  LHR: 'لندن',
  LPL: 'ليفربول',
  LTN: 'لندن',
  MAN: 'مانشستر',
  NCL: 'نيوكاسل',
  SEN: 'لندن',
  STN: 'لندن',
  // Ireland
  DUB: 'دبلن',
  // France
  BOD: 'بوردو',
  BSL: 'بازل', // EuroAirport Basel–Mulhouse–Freiburg
  CDG: 'باريس',
  LYS: 'ليون',
  MRS: 'مرسيليا',
  NCE: 'نيس',
  ORY: 'باريس',
  TLS: 'تولوز',
  // Belgium
  BRU: 'بروكسل', // at Zaventem
  CRL: 'بروكسل', // Brussels South Charleroi
  // Germany
  BER: 'برلين',
  CGN: 'كولونيا',
  DUS: 'دوسلدورف',
  FRA: 'فرانكفورت',
  HAJ: 'هانوفر',
  HAM: 'هامبورغ',
  LEJ: 'لايبزيغ',
  MUC: 'ميونخ',
  NUE: 'نورنبيرغ',
  STR: 'شتوتغارت',
  // Italy
  BDS: 'برينديزي',
  BGY: 'ميلانو', // Bergamo
  BLQ: 'بولونيا',
  BRI: 'باري',
  CAG: 'كالياري',
  CIA: 'روما',
  CTA: 'كاتانيا',
  FCO: 'روما',
  LIN: 'ميلانو',
  MXP: 'ميلانو',
  NAP: 'نابولي',
  PMO: 'باليرمو',
  PSA: 'بيزا',
  TRN: 'تورينو',
  VCE: 'البندقية',
  VRN: 'فيرونا',
  // Spain
  AGP: 'مالقة',
  ALC: 'أليكانتي',
  BCN: 'برشلونة',
  IBZ: 'إيبيزا',
  MAD: 'مدريد',
  PMI: 'بالما دي مايوركا',
  SCQ: 'سانتياغو دي كومبوستيلا',
  TFN: 'تينيريفي',
  TFS: 'تينيريفي',
  // Portugal
  LIS: 'لشبونة',
  OPO: 'بورتو',
  // Netherlands
  AMS: 'أمستردام',
  EIN: 'آيندهوفن',
  // Switzerland
  GVA: 'جنيف',
  ZRH: 'زيورخ',
  // Austria
  INN: 'إنسبروك',
  SZG: 'سالزبورغ',
  VIE: 'فيينا',
  // Cyprus
  LCA: 'لارنكا',
  // Greece
  ATH: 'أثينا',
  HER: 'هيراكليون',
  SKG: 'سالونيك',
  // Turkey
  ADA: 'أضنة',
  ADB: 'إزمير',
  ASR: 'قيصري',
  AYT: 'أنطاليا',
  BJV: 'بودروم',
  DIY: 'ديار بكر',
  DLM: 'دالامان',
  ERZ: 'أرضروم',
  ESB: 'أنقرة',
  GZT: 'غازي عنتاب',
  HTY: 'أنطاكيا',
  ISL: 'إسطنبول',
  IST: 'إسطنبول',
  KYA: 'قونية',
  MLX: 'ملطية',
  MQM: 'ماردين',
  SAW: 'إسطنبول',
  SZF: 'سامسون',
  TZX: 'طرابزون',
  VAN: 'وان',
  YEI: 'بورصة',
  // Ukraine
  KBP: 'كييف', // Boryspil
  // Russia
  AER: 'سوتشي',
  DME: 'موسكو',
  GSV: 'ساراتوف',
  KJA: 'كراسنويارسك',
  KUF: 'سامارا',
  KZN: 'قازان',
  LED: 'سانت بطرسبرغ',
  OVB: 'نوفوسيبيرسك',
  ROV: 'روستوف نا دونو',
  SVO: 'موسكو',
  SVX: 'يكاترينبورغ',
  UFA: 'أوفا',
  VKO: 'موسكو',
  VVO: 'فلاديفوستوك', // at Artyom
  ZIA: 'موسكو',
  // Georgia
  BUS: 'باتومي',
  // Kazakhstan
  NQZ: 'أستانا', // Nur-Sultan until 2022
  // Iran
  ABD: 'عبادان',
  AWZ: 'الأهواز',
  BND: 'بندر عباس',
  BUZ: 'بوشهر',
  IFN: 'أصفهان',
  IKA: 'طهران',
  KER: 'كرمان',
  KIH: 'جزيرة كيش',
  MHD: 'مشهد',
  SYZ: 'شيراز',
  TBZ: 'تبريز',
  THR: 'طهران',
  ZAH: 'زاهدان',
  // India
  AGR: 'آغرا',
  AMD: 'أحمد آباد',
  ATQ: 'أمريتسار',
  BLR: 'بنغالور',
  BOM: 'مومباي',
  CCJ: 'كاليكوت',
  CCU: 'كولكاتا',
  CJB: 'كويمباتور',
  CNN: 'كانور',
  COK: 'كوتشي',
  DEL: 'نيودلهي',
  GOI: 'غوا', // Dabolim, at Vasco da Gama
  GOX: 'غوا', // Mopa
  HYD: 'حيدر آباد',
  IXC: 'شانديغار',
  IXE: 'مانغالور',
  JAI: 'جايبور',
  LKO: 'لكناو',
  MAA: 'تشيناي',
  NAG: 'ناغبور',
  PNQ: 'بونه',
  SXR: 'سريناغار',
  TRV: 'تيروفانانثابورام',
  VNS: 'فاراناسي',
  // Pakistan
  GWD: 'جوادر',
  ISB: 'إسلام آباد', // at Attock
  KHI: 'كراتشي',
  LHE: 'لاهور',
  LYP: 'فيصل آباد',
  MUX: 'ملتان',
  PEW: 'بيشاور',
  SKT: 'سيالكوت',
  TUK: 'تربت',
  UET: 'كويتا',
  // Bangladesh
  CGP: 'شيتاغونغ',
  DAC: 'دكا',
  ZYL: 'سلهت',
  // Sri Lanka
  CMB: 'كولومبو',
  HRI: 'هامبانتوتا', // Mattala Rajapaksa
  RML: 'كولومبو',
  // Nepal
  KTM: 'كاتماندو',
  PKR: 'بوخارا',
  // Maldives
  MLE: 'ماليه',
  // Ethiopia
  ADD: 'أديس أبابا',
  // Kenya
  MBA: 'مومباسا',
  NBO: 'نيروبي',
  WIL: 'نيروبي', // Wilson
  // Tanzania
  DAR: 'دار السلام',
  ZNZ: 'زنجبار',
  // South Africa
  CPT: 'كيب تاون',
  DUR: 'ديربان',
  HLA: 'جوهانسبرغ', // Lanseria
  JNB: 'جوهانسبرغ',
  // Nigeria
  ABV: 'أبوجا',
  LOS: 'لاغوس',
  // China
  CAN: 'قوانغتشو',
  CGO: 'تشنغتشو',
  CGQ: 'تشانغتشون',
  CKG: 'تشونغتشينغ',
  CSX: 'تشانغشا',
  CTU: 'تشنغدو',
  DLC: 'داليان',
  FOC: 'فوتشو',
  HAK: 'هايكو',
  HET: 'هوهوت',
  HGH: 'هانغتشو',
  HRB: 'هاربين',
  KHN: 'نانتشانغ',
  KMG: 'كونمينغ',
  KWE: 'غوييانغ',
  KWL: 'غويلين',
  LHW: 'لانتشو',
  NGB: 'نينغبو',
  NKG: 'نانجينغ',
  NNG: 'نانينغ',
  PEK: 'بكين',
  PKX: 'بكين',
  PVG: 'شانغهاي',
  SHA: 'شانغهاي',
  SHE: 'شنيانغ',
  SYX: 'سانيا',
  SZX: 'شنجن',
  TAO: 'تشينغداو',
  TFU: 'تشنغدو',
  TNA: 'جينان',
  TSN: 'تيانجين',
  TYN: 'تاييوان',
  URC: 'أورومتشي',
  WNZ: 'ونتشو',
  WUH: 'ووهان',
  XIY: 'شيان', // at Xianyang
  XMN: 'شيامن',
  YNT: 'يانتاي',
  // Hong Kong, Macau, Taiwan
  HKG: 'هونغ كونغ',
  MFM: 'ماكاو',
  TPE: 'تايبيه', // Taoyuan
  // Japan
  CTS: 'سابورو', // New Chitose
  FUK: 'فوكوكا',
  HND: 'طوكيو',
  ITM: 'أوساكا',
  KIX: 'أوساكا',
  KOJ: 'كاغوشيما',
  NGO: 'ناغويا', // Chubu Centrair, at Tokoname
  NRT: 'طوكيو',
  OKA: 'ناها',
  OKD: 'سابورو', // Okadama
  SDJ: 'سنداي', // at Natori
  // South Korea
  CJU: 'جيجو',
  GMP: 'سول',
  ICN: 'سول',
  PUS: 'بوسان',
  // Thailand
  BKK: 'بانكوك',
  CNX: 'شيانغ ماي',
  DMK: 'بانكوك',
  HKT: 'بوكيت',
  KBV: 'كرابي',
  USM: 'كوه ساموي',
  // Malaysia
  BKI: 'كوتا كينابالو',
  KCH: 'كوتشينغ',
  KUL: 'كوالالمبور', // at Sepang
  LGK: 'لنكاوي',
  PEN: 'بينانغ',
  SZB: 'كوالالمبور', // Subang
  // Singapore
  SIN: 'سنغافورة',
  // Brunei
  BWN: 'بندر سري بكاوان',
  // Indonesia
  BPN: 'باليكبابان',
  CGK: 'جاكرتا',
  HLP: 'جاكرتا', // Halim Perdanakusuma
  DPS: 'بالي', // Denpasar
  KNO: 'ميدان', // Kualanamu
  SUB: 'سورابايا',
  UPG: 'ماكاسار', // Ujung Pandang
  // Philippines
  CEB: 'سيبو', // Mactan, at Lapu-Lapu
  DVO: 'دافاو',
  MNL: 'مانيلا',
  // Vietnam
  HAN: 'هانوي',
  SGN: 'مدينة هو تشي منه',
  // Cambodia
  PNH: 'بنوم بنه',
  // Australia
  ADL: 'أديلايد',
  BNE: 'بريزبن',
  DRW: 'داروين',
  MBW: 'ملبورن', // Moorabbin
  MEL: 'ملبورن',
  PER: 'بيرث',
  SYD: 'سيدني',
  // United States
  ANC: 'أنكوريج',
  ATL: 'أتلانتا',
  AUS: 'أوستن',
  BNA: 'ناشفيل',
  BOS: 'بوسطن',
  BUF: 'بافالو',
  BWI: 'بالتيمور',
  CLE: 'كليفلاند',
  CLT: 'شارلوت',
  CMH: 'كولومبوس',
  CSG: 'كولومبوس', // Columbus, Georgia
  CVG: 'سينسيناتي',
  DCA: 'واشنطن',
  DEN: 'دنفر',
  DFW: 'دالاس',
  DTW: 'ديترويت',
  EWR: 'نيوارك',
  FAI: 'فيربانكس',
  FLL: 'فورت لودرديل',
  HNL: 'هونولولو',
  IAD: 'واشنطن', // Dulles
  HOU: 'هيوستن', // Hobby
  IAH: 'هيوستن',
  IND: 'إنديانابوليس',
  JAX: 'جاكسونفيل',
  JFK: 'نيويورك',
  LAS: 'لاس فيغاس',
  LAX: 'لوس أنجلوس',
  LCK: 'كولومبوس', // Rickenbacker
  LGA: 'نيويورك',
  MCI: 'كانساس سيتي',
  MCO: 'أورلاندو',
  MDW: 'شيكاغو',
  MEM: 'ممفيس',
  MIA: 'ميامي',
  MKE: 'ميلووكي',
  MSP: 'مينيابوليس',
  MSY: 'نيو أورلينز',
  OAK: 'أوكلاند',
  ONT: 'أونتاريو',
  ORD: 'شيكاغو',
  PBI: 'ويست بالم بيتش',
  PDX: 'بورتلاند',
  PHL: 'فيلادلفيا',
  PNE: 'فيلادلفيا', // Northeast Philadelphia
  PHX: 'فينيكس',
  PIT: 'بيتسبرغ',
  PVD: 'بروفيدنس', // T. F. Green, at Warwick
  PWM: 'بورتلاند',
  RDU: 'رالي',
  RIC: 'ريتشموند',
  RNO: 'رينو',
  RSW: 'فورت مايرز',
  SAN: 'سان دييغو',
  SAT: 'سان أنطونيو',
  SAV: 'سافانا',
  SDF: 'لويفيل',
  BFI: 'سياتل', // Boeing Field
  SEA: 'سياتل',
  SFB: 'أورلاندو', // Sanford
  SFO: 'سان فرانسيسكو',
  SJC: 'سان خوسيه',
  SLC: 'سولت ليك سيتي',
  MHR: 'ساكرامنتو', // Mather
  SMF: 'ساكرامنتو',
  SNA: 'سانتا آنا',
  STL: 'سانت لويس',
  SYR: 'سيراكيوز',
  TPA: 'تامبا',
  TUL: 'تولسا',
  // Canada
  YEG: 'إدمونتون',
  YHZ: 'هاليفاكس',
  YOW: 'أوتاوا',
  YQB: 'مدينة كيبك',
  YUL: 'مونتريال',
  YHU: 'مونتريال', // Saint-Hubert
  YVR: 'فانكوفر',
  YWG: 'وينيبيغ',
  YXS: 'برينس جورج',
  YXX: 'أبوتسفورد',
  YYC: 'كالغاري',
  YYJ: 'فيكتوريا',
  YYT: 'سانت جونز',
  YYZ: 'تورونتو',
  YTZ: 'تورونتو', // Billy Bishop
  // Latin America
  AEP: 'بوينس آيرس',
  EZE: 'بوينس آيرس',
  GIG: 'ريو دي جانيرو',
  MEX: 'مكسيكو سيتي',
  NLU: 'مكسيكو سيتي',
});
