import { describe, expect, it } from 'vitest';
import { aMailClub } from '../../test-support/mail-club';
import { frameMail, LOGO_CID } from './frame';
import { auto, ltr } from './parts';

const content = {
  subject: ['Booking ', ltr('K7QM2X'), ' is confirmed'],
  greet: 'Sara',
  blocks: [
    { type: 'text' as const, words: ['Your booking ', ltr('K7QM2X'), ' is confirmed.'] },
    { type: 'facts' as const, rows: [{ label: 'Price paid', value: ltr('AED 2,461.50') }] },
    { type: 'quote' as const, text: '<script>alert(1)</script>\nsecond line' },
    {
      type: 'action' as const,
      label: 'Open',
      url: 'https://skyline.example/en/manage-booking?reference=K7QM2X&x="y"',
    },
  ],
};

describe('frameMail', () => {
  it('writes an English mail left to right, with the logo, greeting, sign-off and footer in both parts', () => {
    const club = aMailClub({ logo: { png: Buffer.from('png'), width: 300, height: 112 } });
    const mail = frameMail('en', club, content);
    expect(mail.subject).toBe('Booking K7QM2X is confirmed');
    expect(mail.html).toMatch(/<html lang="en" dir="ltr"/);
    expect(mail.html).toContain(`src="cid:${LOGO_CID}"`);
    expect(mail.text.startsWith('Hello Sara,\n\nYour booking K7QM2X is confirmed.')).toBe(true);
    expect(mail.text).toContain('Price paid: AED 2,461.50');
    expect(mail.text).toContain(
      'The Skyline Travel team\n\n--\nSkyline Travel\nE-mail: help@skyline.example',
    );
    expect(mail.text).toContain('© 2026 Skyline Travel LLC');
    for (const part of [
      'help@skyline.example',
      '+971 4 555 0100',
      'Business Bay, Dubai',
      '© 2026 Skyline Travel LLC',
    ])
      expect(mail.html).toContain(part);
  });

  it('writes an Arabic mail right to left, codes and amounts isolated in the HTML and in the text', () => {
    const mail = frameMail('ar', aMailClub({ name: 'سكاي لاين للسفر' }), {
      ...content,
      subject: ['تم تأكيد حجزك ', ltr('K7QM2X')],
      greet: auto('Sara').text,
    });
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mail.html).toContain('direction:rtl');
    expect(mail.html).not.toMatch(/class="mj-column[^"]*" style="[^"]*direction:ltr/);
    expect(mail.html).toContain('<bdi dir="ltr" style="unicode-bidi:isolate;">AED 2,461.50</bdi>');
    expect(mail.subject).toBe('تم تأكيد حجزك \u2066K7QM2X\u2069');
    expect(mail.text).toContain('\u2066AED 2,461.50\u2069');
    expect(mail.text).toContain('فريق سكاي لاين للسفر');
    // The name alone: the frame writes a name-less greeting when there is none.
    expect(frameMail('ar', aMailClub(), { ...content, greet: null }).text.startsWith('مرحبًا،')).toBe(true);
  });

  it("escapes a person's words and the link, and keeps their line breaks", () => {
    const mail = frameMail('en', aMailClub(), content);
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain(
      'href="https://skyline.example/en/manage-booking?reference=K7QM2X&amp;x=&quot;y&quot;"',
    );
    expect(mail.text).toContain('<script>alert(1)</script>\nsecond line');
  });

  it('leaves out the greeting and the sign-off of a mail to the club team', () => {
    const mail = frameMail('en', aMailClub(), { ...content, greet: false, signed: false });
    expect(mail.text.startsWith('Your booking')).toBe(true);
    expect(mail.text).not.toContain('The Skyline Travel team');
  });
});
