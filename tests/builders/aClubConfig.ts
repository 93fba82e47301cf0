import type { ClubConfig } from '@/lib/club/types';

interface ClubConfigOverrides {
  id?: number;
  name?: string;
  names?: { en: string; ar: string };
  logo?: string;
  primary?: string;
  defaultLanguage?: string;
  languages?: string[];
  countryCode?: string;
  agentUrl?: string;
  description?: { en: string; ar: string };
}

/**
 * The parts of a club's configuration (`GET /whitelabel/config`) that the SEO files read; the
 * rest of the contract's object is left out.
 */
export function aClubConfig(overrides: ClubConfigOverrides = {}): ClubConfig {
  const languages = overrides.languages ?? ['en', 'ar'];
  return {
    club_details: {
      club_id: overrides.id ?? 101,
      club_name: overrides.name ?? 'Skyline Travel',
      ...(overrides.names ? { club_names: overrides.names } : {}),
      agent_club_url: overrides.agentUrl ?? 'http://agent.skyline.localhost:3000',
      description: overrides.description ?? {
        en: 'Flights from the Gulf to the world.',
        ar: 'رحلات من الخليج إلى العالم.',
      },
    },
    images: { logo: overrides.logo ?? 'http://127.0.0.1:4000/assets/clubs/skyline/logo.svg' },
    theme_setup: {
      theme_id: 2,
      color_schema: {
        primary: { '100': overrides.primary ?? '#0B4F8A' },
        secondary: {},
        primary_box: '#EAF3FA',
      },
    },
    languages: languages.map((code, index) => ({ id: index + 1, code, name: code })),
    default_language: overrides.defaultLanguage ?? languages[0] ?? 'en',
    default_country_code: overrides.countryCode ?? 'AE',
  } as unknown as ClubConfig;
}
