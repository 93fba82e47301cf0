import { vi } from 'vitest';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';

/** Resets what the site keeps per tab between tests, and answers `/api/userIp` with `ipCountry`. */
export function resetBrowserState(ipCountry = 'SA') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetVisitorLocation();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({
      ok: true,
      json: async () => ({ data: { ip: '203.0.113.9', country: { iso_code: ipCountry } } }),
    })),
  );
}
