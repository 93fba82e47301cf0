import { describe, expect, it } from 'vitest';
import { aClubConfig } from '@tests/builders/aClubConfig';
import { seoContextOf } from '@/lib/seo/server';
import { clubNameIn } from './types';

const names = { en: 'Skyline Travel', ar: 'سكاي لاين للسفر' };

describe("the club's name in the page's language (issue 30, item 19)", () => {
  it('names the club in Arabic on Arabic pages: header, headlines and titles alike', () => {
    const config = aClubConfig({ names });
    expect(clubNameIn(config, 'ar')).toBe('سكاي لاين للسفر');
    expect(clubNameIn(config, 'en')).toBe('Skyline Travel');
    expect(seoContextOf(config, 'customer', 'http://skyline.localhost', 'ar').clubName).toBe(
      'سكاي لاين للسفر',
    );
  });

  it("falls back to the default language's name, then club_name", () => {
    const arabicDefault = aClubConfig({ names: { en: '', ar: 'سكاي لاين للسفر' }, defaultLanguage: 'ar' });
    expect(clubNameIn(arabicDefault, 'en')).toBe('سكاي لاين للسفر');
    expect(clubNameIn(aClubConfig({ name: 'Old API Club' }), 'ar')).toBe('Old API Club');
  });
});
