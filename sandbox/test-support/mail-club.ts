import type { MailClub } from '../lib/mail';

/** A club as its mail shows it, for tests of the mail builders (no logo unless given). */
export function aMailClub(overrides: Partial<MailClub> = {}): MailClub {
  return {
    id: 1,
    name: 'Skyline Travel',
    primary: '#0b5cab',
    secondary: '#12355b',
    logo: null,
    replyTo: 'help@skyline.example',
    contact: { email: 'help@skyline.example', phone: '+971 4 555 0100', address: 'Business Bay, Dubai' },
    legal: '© 2026 Skyline Travel LLC',
    ...overrides,
  };
}
