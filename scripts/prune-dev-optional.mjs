#!/usr/bin/env node
// Run in an image's prod-deps stage right after `npm ci --omit=dev`: removes what npm keeps anyway,
// the packages package-lock.json marks `devOptional` — reached only through a devDependency or
// through another package's optional peer dependency (Sass, Playwright and their dependencies are
// optional peers of Next.js; express comes with MailDev). npm installs them unless optional
// dependencies are omitted too, which would also drop the platform binaries (Next.js's SWC,
// sharp's libvips) the programs need. Nothing a program imports at run time is among them
// (scripts/check-runtime-deps.mjs fails otherwise).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const removed = [];
for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  if (!key.startsWith('node_modules/') || !entry.devOptional) continue;
  const dir = path.join(root, key);
  if (!existsSync(dir)) continue;
  rmSync(dir, { recursive: true, force: true });
  removed.push(key.slice(key.lastIndexOf('node_modules/') + 13));
}
console.log(
  `Removed ${removed.length} packages only a devDependency or an optional peer needs: ${removed.join(', ')}`,
);
