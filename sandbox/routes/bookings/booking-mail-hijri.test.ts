import { describe, expect, it } from 'vitest';
import { sampleFlight, sampleHotel } from '../../test-support/documents';
import { aMailClub } from '../../test-support/mail-club';
import { renderBookingMail, type WayBack } from './booking-mail';

/** Umm al-Qura dates in the Arabic booking mails of a club that shows them (issue 35). */

const wayBack: WayBack = {
  kind: 'guest',
  manageUrl: 'https://skyline.example/ar/manage-booking?reference=K7QM2X',
};
const RLI = '\u2067';
const PDI = '\u2069';
/** Between the year and «هـ», as on the site: they never wrap apart. */
const NBSP = '\u00a0';

describe('booking mail with Hijri dates', () => {
  it('gives each flight’s Hijri date after its Gregorian one, isolated right to left', () => {
    const mail = renderBookingMail(
      'confirmation',
      { ...sampleFlight('ar'), showHijri: true },
      null,
      wayBack,
      aMailClub(),
    );
    // 10 December 2026 is the first of Rajab 1448 (the month's boundary), 20 December the 11th.
    expect(mail.text).toContain(` — ${RLI}1 رجب 1448${NBSP}هـ${PDI}`);
    expect(mail.text).toContain(` — ${RLI}11 رجب 1448${NBSP}هـ${PDI}`);
    expect(mail.text).toMatch(/10 ديسمبر 2026 .*08:30.* — \u20671 رجب 1448\u00a0هـ/);
    expect(mail.html).toContain(`<bdi dir="rtl" style="unicode-bidi:isolate;">1 رجب 1448${NBSP}هـ</bdi>`);
  });

  it('gives the stay’s check-in and check-out in both calendars', () => {
    const mail = renderBookingMail(
      'confirmation',
      { ...sampleHotel('ar'), showHijri: true },
      null,
      wayBack,
      aMailClub(),
    );
    // Check-in 10 December (1 Rajab), check-out 13 December (4 Rajab).
    expect(mail.text).toContain(`${RLI}1 رجب 1448${NBSP}هـ${PDI}`);
    expect(mail.text).toContain(`${RLI}4 رجب 1448${NBSP}هـ${PDI}`);
  });

  it('leaves them out when the club turned them off, and always in English', () => {
    for (const document of [sampleFlight('ar'), { ...sampleFlight('en'), showHijri: true }]) {
      const mail = renderBookingMail('confirmation', document, null, wayBack, aMailClub());
      expect(mail.text).not.toContain('رجب');
      expect(mail.html).not.toContain('هـ');
    }
  });
});
