import { describe, expect, it } from 'vitest';
import { AGENT_APPROVAL } from '../../db/schema';
import { aMailClub } from '../../test-support/mail-club';
import { renderApplicationMail, type ApplicationMailEvent } from './agent-applications';

const base = { club: aMailClub({ name: 'Skyline Travel' }), firstName: 'Omar' };

describe('renderApplicationMail', () => {
  it.each([
    ['submitted', 'Skyline Travel: We received your agent application', 'استلمنا طلبك للانضمام كوكيل سفر'],
    [
      AGENT_APPROVAL.IN_REVIEW,
      'Skyline Travel: Your agent application is being reviewed',
      'طلبك قيد المراجعة',
    ],
    [
      AGENT_APPROVAL.APPROVED,
      'Skyline Travel: Your agent account is approved',
      'تمت الموافقة على حساب الوكيل',
    ],
    [
      AGENT_APPROVAL.REJECTED,
      'Skyline Travel: Your agent application needs changes',
      'طلبك يحتاج إلى تعديلات',
    ],
  ] as [ApplicationMailEvent, string, string][])(
    '%s: English subject, Arabic subject in Arabic',
    (event, english, arabic) => {
      const en = renderApplicationMail({ ...base, event, language: 'en' });
      expect(en).toMatchObject({ language: 'en', subject: english });
      expect(en.text.startsWith('Hello Omar,\n')).toBe(true);
      // Signed by the club's team, above the footer with the club's contact.
      expect(en.text).toContain('\n\nThe Skyline Travel team\n\n--\n');
      const ar = renderApplicationMail({ ...base, event, language: 'ar-SA' });
      expect(ar).toMatchObject({ language: 'ar', subject: `Skyline Travel: ${arabic}` });
      expect(ar.text.startsWith('مرحبًا Omar،\n')).toBe(true);
    },
  );

  it('names the starting balance of an approval, grouped, in both languages', () => {
    const details = { ...base, event: AGENT_APPROVAL.APPROVED, startingBalance: '12500.50', currency: 'USD' };
    expect(renderApplicationMail({ ...details, language: 'en' }).text).toContain('USD 12,500.50');
    expect(renderApplicationMail({ ...details, language: 'ar' }).text).toContain('\u2066USD 12,500.50\u2069');
  });

  it("quotes the reviewer's reason in a rejection; any other language gets English", () => {
    const mail = renderApplicationMail({
      ...base,
      event: AGENT_APPROVAL.REJECTED,
      reason: 'The trade licence has expired.',
      language: 'fr',
    });
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('\nThe trade licence has expired.\n');
  });
});
