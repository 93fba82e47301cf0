/** The site's environment as server-side API tests see it: `vi.mock('@/lib/env', () => import('@tests/mocks/siteEnv'))`. */
export const siteEnv = () => ({
  API_BASE_URL: 'http://api.test',
  CLUB_API_KEY: 'key-12345678',
  API_VERSION: '1',
  CLUB_CONFIG_TIMEOUT_MS: 4000,
  CLUB_CONFIG_TTL_MS: 60_000,
});
