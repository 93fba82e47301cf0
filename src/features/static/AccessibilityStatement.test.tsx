// @vitest-environment node
import type { AnchorHTMLAttributes } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@messages/en.json';
import ar from '@messages/ar.json';

const catalogues = { en, ar };
let locale: 'en' | 'ar' = 'en';
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Accessibility') =>
    createTranslator({ locale, messages: catalogues[locale] as typeof en, namespace }),
}));
vi.mock('@/lib/club/server', () => ({
  getClubLookup: async () => ({
    status: 'found',
    config: {
      default_language: 'en',
      club_details: { club_name: 'Skyline Travel', club_names: { ar: 'سكاي لاين' } },
      contact: { email: 'help@skyline.test' },
    },
  }),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: unknown }) => (
    <a {...props} href={JSON.stringify(href)} />
  ),
}));

const { AccessibilityStatement } = await import('./AccessibilityStatement');

/** The statement's text in `language`, its list items one per line. */
async function statement(language: 'en' | 'ar'): Promise<string> {
  locale = language;
  const html = renderToStaticMarkup(await AccessibilityStatement({ locale: language }));
  return html.replace(/<\/li>/g, '\n').replace(/<[^>]+>/g, '');
}

describe('AccessibilityStatement (the /accessibility page)', () => {
  it('names the keyboard-only bookings the suite makes (e2e/keyboard-journeys.spec.ts), in both languages', async () => {
    const english = await statement('en');
    expect(english).toContain('make whole bookings with the keyboard alone, in English and in Arabic');
    expect(english).toContain('a one-way flight and a hotel stay');
    expect(english).not.toContain('No journey makes a whole booking with the keyboard alone');
    const arabic = await statement('ar');
    expect(arabic).toContain('حجوزات كاملة بلوحة المفاتيح وحدها، بالعربية وبالإنجليزية');
    expect(arabic).toContain('رحلة طيران ذهابًا فقط وإقامة في فندق');
    expect(arabic).not.toContain('ولا يُتمّ أيّ اختبار حجزًا كاملًا بلوحة المفاتيح وحدها');
  });

  it('names the screen reader spot checks: Orca 43 with Chromium on Linux, the journeys, both languages', async () => {
    const english = await statement('en');
    expect(english).toContain('spot checks with Orca 43');
    expect(english).toContain('Chromium on Linux (Debian), in English and in Arabic');
    expect(english).toContain('one-way flight booking from the home page');
    expect(english).toContain('to the choice of a room rate');
    const arabic = await statement('ar');
    expect(arabic).toContain('فحوص انتقائية بقارئ الشاشة Orca 43');
    expect(arabic).toContain('Chromium على نظام Linux (Debian)، بالعربية وبالإنجليزية');
    expect(arabic).toContain('حتى اختيار سعر الغرفة');
  });

  it('still says what was not done: the screen readers not used, and the bookings not made by keyboard', async () => {
    const english = await statement('en');
    expect(english).toContain(
      'NVDA and JAWS on Windows, VoiceOver on macOS and iOS, and TalkBack on Android have not been used',
    );
    expect(english).toContain('No whole booking has yet been made with the keyboard alone at a phone');
    expect(english).toContain('No independent accessibility audit.');
    const arabic = await statement('ar');
    expect(arabic).toContain(
      'لم نستخدم NVDA ولا JAWS على ويندوز، ولا VoiceOver على macOS أو iOS، ولا TalkBack على أندرويد',
    );
    expect(arabic).toContain('ولم يُتمَّ بعد حجز كامل بلوحة المفاتيح وحدها بعرض شاشة الهاتف');
    expect(arabic).toContain('لم يُجرَ بعد تدقيق مستقل لإمكانية الوصول.');
  });

  it('gives the club’s name and the way to report a barrier', async () => {
    const arabic = await statement('ar');
    expect(arabic).toContain('نحرص في سكاي لاين');
    expect(arabic).toContain('help@skyline.test');
    locale = 'en';
    const html = renderToStaticMarkup(await AccessibilityStatement({ locale: 'en' }));
    expect(html).toContain(
      '{&quot;pathname&quot;:&quot;/contact-us&quot;,&quot;query&quot;:{&quot;topic&quot;:&quot;accessibility&quot;}}',
    );
  });
});
