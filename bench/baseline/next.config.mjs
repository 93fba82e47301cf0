// The bench's baseline: a bare Next.js + next-intl app at the site's own versions (it resolves them
// from the repository's node_modules), measured beside the site so budgets hold on any machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const withNextIntl = createNextIntlPlugin('./i18n/request.js');

export default withNextIntl({
  reactStrictMode: true,
  poweredByHeader: false,
  // The packages live in the repository's node_modules, two folders up.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
});
