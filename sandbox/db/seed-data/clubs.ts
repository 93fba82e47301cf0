import type { ClubPaymentMethodName, TaxIdLabel } from '../../lib/club-payments';
import type { ColorSchema, SocialLinks } from '../schema';
import { NAKHLA_SUPPORT_EMAIL, nakhlaPages } from './pages/nakhla';
import { SKYLINE_SUPPORT_EMAIL, skylinePages } from './pages/skyline';
import type { ClubPages } from './pages/types';

/**
 * One demo club as the seed writes it. Hosts carry no port: the seed adds the site's port. URLs that
 * point at the sandbox are built from its public URL.
 */
export interface ClubSeed {
  id: number;
  slug: string;
  name: string;
  /** The club's name on Arabic pages. */
  nameAr: string;
  cssClass: string;
  copyrightText: { en: string; ar: string };
  description: { en: string; ar: string };
  /** The first one is the club's canonical customer address. */
  customerHosts: [string, ...string[]];
  /** The first one is the club's canonical agent address. */
  agentHosts: [string, ...string[]];
  defaultCurrency: string;
  defaultCountryCode: string;
  defaultLanguage: string;
  themeId: number;
  colorSchema: ColorSchema;
  socialLinks: SocialLinks;
  recaptchaSiteKey: string | null;
  /** Whether the club awards its agents points (the agent site shows them beside the wallet). */
  agentPoints: boolean;
  /**
   * Umm al-Qura dates beside the Gregorian ones on Arabic pages, PDFs and mails; left out, the
   * default of the club's default language (lib/clubs showsHijriByDefault: on for Arabic).
   */
  showHijri?: boolean;
  /** How its checkout takes money: both demo clubs are Gulf clubs, so cards (mada recognised). */
  paymentMethods: ClubPaymentMethodName[];
  /** What its tax invoice asks for: a TRN in the UAE, a VAT number in Saudi Arabia. */
  taxIdLabel: TaxIdLabel;
  /** Social sign-in client ids; the demo clubs have none, so the site shows no social buttons. */
  googleClientId: string | null;
  facebookAppId: string | null;
  languages: string[];
  currencies: string[];
  blacklist: { airportCode: string; reason: string }[];
  /** Where visitors reach the club (the contact page; contact messages go to `email`). */
  contact: {
    email: string;
    phone: string;
    address: { en: string; ar: string };
    openingHours: { en: string; ar: string };
  };
  /** The club's own pages (about, terms, privacy, the contact page's intro) in both languages. */
  pages: ClubPages;
}

/** Mixes a colour with white: `tint('#0B4F8A', 0.4)` is 40 % of the colour. */
export function tint(hex: string, share: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((value) => Math.round(value * share + 255 * (1 - share)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function palette(primary: string, secondary: string, primaryBox: string): ColorSchema {
  return {
    primary: {
      '100': primary.toUpperCase(),
      '80': tint(primary, 0.8),
      '60': tint(primary, 0.6),
      '40': tint(primary, 0.4),
      '30': tint(primary, 0.3),
      '20': tint(primary, 0.2),
    },
    secondary: {
      '100': secondary.toUpperCase(),
      '80': tint(secondary, 0.8),
      '60': tint(secondary, 0.6),
      '40': tint(secondary, 0.4),
      '20': tint(secondary, 0.2),
    },
    primary_box: primaryBox,
  };
}

const RESTRICTED = 'Not sold by this club: destination restricted by the club’s travel policy';
const SUSPENDED = 'Flights to this airport are suspended for security reasons';

export const clubSeeds: ClubSeed[] = [
  {
    id: 101,
    slug: 'skyline',
    name: 'Skyline Travel',
    nameAr: 'سكاي لاين للسفر',
    cssClass: 'club-skyline',
    copyrightText: {
      en: 'Skyline Travel LLC. All rights reserved.',
      ar: 'سكاي لاين للسفر ذ.م.م. جميع الحقوق محفوظة.',
    },
    description: {
      en: 'Skyline Travel finds flights and hotels across the Gulf and the world, priced in your currency, with help in English and Arabic.',
      ar: 'سكاي لاين للسفر تجد لك رحلات الطيران والفنادق في الخليج وحول العالم بأسعار بعملتك، مع دعم باللغتين العربية والإنجليزية.',
    },
    customerHosts: ['skyline.localhost', 'localhost', '127.0.0.1'],
    agentHosts: ['agent.skyline.localhost'],
    defaultCurrency: 'USD',
    defaultCountryCode: 'AE',
    defaultLanguage: 'en',
    themeId: 2,
    agentPoints: true,
    // A Gulf club whose Arabic visitors read Hijri dates (the default is on for Arabic-default clubs only).
    showHijri: true,
    paymentMethods: ['DebitCard', 'CreditCard'],
    taxIdLabel: 'TRN',
    colorSchema: palette('#0B4F8A', '#13A3A0', '#EAF3FA'),
    socialLinks: {
      instagram: 'https://www.instagram.com/skylinetravel.demo',
      facebook: 'https://www.facebook.com/skylinetravel.demo',
      twitter: 'https://x.com/skylinetravel_demo',
    },
    recaptchaSiteKey: null,
    googleClientId: null,
    facebookAppId: null,
    languages: ['en', 'ar'],
    currencies: ['USD', 'AED', 'SAR', 'EUR'],
    blacklist: [
      { airportCode: 'KHT', reason: SUSPENDED },
      { airportCode: 'TLV', reason: RESTRICTED },
    ],
    contact: {
      email: SKYLINE_SUPPORT_EMAIL,
      phone: '+971 4 555 0142',
      address: {
        en: 'Office 1204, Bay Square Building 7, Business Bay, Dubai, United Arab Emirates',
        ar: 'مكتب 1204، باي سكوير مبنى 7، الخليج التجاري، دبي، الإمارات العربية المتحدة',
      },
      openingHours: {
        en: 'Monday to Friday 9:00–18:00, Saturday 10:00–16:00 (Gulf Standard Time)',
        ar: 'من الاثنين إلى الجمعة من 9:00 إلى 18:00، والسبت من 10:00 إلى 16:00 (بتوقيت الخليج)',
      },
    },
    pages: skylinePages,
  },
  {
    id: 102,
    slug: 'nakhla',
    name: 'Nakhla Trips',
    nameAr: 'نخلة للرحلات',
    cssClass: 'club-nakhla',
    copyrightText: {
      en: 'Nakhla Trips Company. All rights reserved.',
      ar: 'شركة نخلة للرحلات. جميع الحقوق محفوظة.',
    },
    description: {
      en: 'Nakhla Trips plans journeys from Saudi Arabia to the world: flights, hotels and family holidays at clear prices.',
      ar: 'نخلة للرحلات تخطط لرحلاتك من المملكة العربية السعودية إلى العالم: طيران وفنادق وعطلات عائلية بأسعار واضحة.',
    },
    customerHosts: ['nakhla.localhost'],
    agentHosts: ['agent.nakhla.localhost'],
    defaultCurrency: 'SAR',
    defaultCountryCode: 'SA',
    defaultLanguage: 'ar',
    themeId: 1,
    agentPoints: false,
    // showHijri: on, as for every club whose default language is Arabic.
    paymentMethods: ['DebitCard', 'CreditCard'],
    taxIdLabel: 'VAT',
    colorSchema: palette('#1E6B47', '#C9A227', '#F3F7EE'),
    socialLinks: {
      instagram: 'https://www.instagram.com/nakhlatrips.demo',
      facebook: 'https://www.facebook.com/nakhlatrips.demo',
      twitter: 'https://x.com/nakhlatrips_demo',
    },
    recaptchaSiteKey: null,
    googleClientId: null,
    facebookAppId: null,
    languages: ['ar', 'en'],
    currencies: ['SAR', 'AED', 'USD'],
    blacklist: [
      { airportCode: 'TLV', reason: RESTRICTED },
      { airportCode: 'KBL', reason: SUSPENDED },
    ],
    contact: {
      email: NAKHLA_SUPPORT_EMAIL,
      phone: '+966 11 555 0199',
      address: {
        en: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
        ar: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
      },
      openingHours: {
        en: 'Sunday to Thursday 9:00–21:00, Saturday 14:00–21:00 (Riyadh time)',
        ar: 'من الأحد إلى الخميس من 9:00 إلى 21:00، والسبت من 14:00 إلى 21:00 (بتوقيت الرياض)',
      },
    },
    pages: nakhlaPages,
  },
];
