import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAKHLA_ID,
  SKYLINE_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { CmsPage } from './schemas';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const pageOf = (slug: string, club: number, language?: string) =>
  sandbox.call(`/cms/page/${slug}`, { club, headers: language ? { language } : {} });

async function readPage(slug: string, club: number, language?: string): Promise<CmsPage> {
  const response = await pageOf(slug, club, language);
  expect(response.status).toBe(200);
  return (await readEnvelope<CmsPage>(response)).data;
}

const ARABIC = /[\u0600-\u06FF]/;
const SLUGS = ['about-us', 'terms-and-conditions', 'privacy-policy', 'contact-us'];

describe('GET /cms/page/{slug}', () => {
  it.each(SLUGS.flatMap((slug) => [SKYLINE_ID, NAKHLA_ID].map((club) => [slug, club] as const)))(
    'serves %s of club %i in English and in Arabic',
    async (slug, club) => {
      const en = await readPage(slug, club, 'en');
      const ar = await readPage(slug, club, 'ar');
      expect(en).toMatchObject({ slug, language: 'en' });
      expect(ar).toMatchObject({ slug, language: 'ar' });
      expect(en.title).not.toMatch(ARABIC);
      expect(ar.title).toMatch(ARABIC);
      expect(ar.content).toMatch(ARABIC);
      expect(en.content).toMatch(/^<p>/);
      expect(Number.isNaN(Date.parse(en.updatedAt))).toBe(false);
    },
  );

  it('writes each club its own pages', async () => {
    const skyline = await readPage('about-us', SKYLINE_ID, 'en');
    const nakhla = await readPage('about-us', NAKHLA_ID, 'en');
    expect(skyline.content).toContain('Dubai');
    expect(nakhla.content).toContain('Riyadh');
    const skylineTerms = await readPage('terms-and-conditions', SKYLINE_ID, 'en');
    const nakhlaTerms = await readPage('terms-and-conditions', NAKHLA_ID, 'en');
    expect(skylineTerms.content).toContain('support@skyline.test');
    expect(nakhlaTerms.content).toContain('care@nakhla.test');
    expect(nakhlaTerms.content).toContain('Kingdom of Saudi Arabia');
  });

  it('gives the long documents h2 and h3 headings with ids, and covers what the terms must', async () => {
    const terms = await readPage('terms-and-conditions', SKYLINE_ID, 'en');
    expect(terms.content.match(/<h2 id="[a-z-]+">/g)?.length).toBeGreaterThanOrEqual(5);
    expect(terms.content).toMatch(/<h3 id="[a-z-]+">/);
    for (const id of ['bookings', 'payment', 'cancellation-and-refunds', 'travel-agents']) {
      expect(terms.content).toContain(`<h2 id="${id}">`);
    }
  });

  it('names in the privacy policy what the product stores, with every local storage key', async () => {
    for (const language of ['en', 'ar']) {
      const privacy = await readPage('privacy-policy', NAKHLA_ID, language);
      for (const key of [
        'auth_token',
        'language',
        'currency',
        'languageId',
        'club_data',
        'persist:club-102',
        'profile_colour',
      ]) {
        expect(privacy.content).toContain(`<strong>${key}</strong>`);
      }
    }
    const privacy = await readPage('privacy-policy', SKYLINE_ID, 'en');
    for (const word of ['passport number', 'IP address', 'country', 'Bookings', 'cookie']) {
      expect(privacy.content).toContain(word);
    }
  });

  it("answers in the club's default language when the request names none", async () => {
    expect((await readPage('about-us', NAKHLA_ID)).language).toBe('ar');
    expect((await readPage('about-us', SKYLINE_ID)).language).toBe('en');
  });

  it('answers 404 in the error envelope for an unknown slug', async () => {
    expect(await expectError(await pageOf('no-such-page', SKYLINE_ID, 'en'), 404)).toBe('Page not found');
  });

  it('names the field when the slug is malformed', async () => {
    expect(await expectError(await pageOf('About_Us', SKYLINE_ID), 400)).toMatch(/^slug: /);
  });

  it('needs the club headers', async () => {
    const response = await sandbox.call('/cms/page/about-us', { club: null });
    expect(response.status).toBe(401);
  });
});
