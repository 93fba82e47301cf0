// `npm run dev`: the local mail catcher, the reference club API and the site, both reloading on change.
import { spawnSync } from 'node:child_process';
import { demoMail } from './lib/demoMail.mjs';
import { demoEnv } from './lib/demoEnv.mjs';
import { run, waitForUrl } from './lib/processes.mjs';

const env = demoEnv({ NODE_ENV: 'development' });
spawnSync('node', ['scripts/build-styles.mjs'], { stdio: 'inherit', env });
spawnSync('node', ['scripts/build-airports.mjs'], { stdio: 'inherit', env });
run('styles', 'node', ['scripts/build-styles.mjs', '--watch'], env);
const mail = await demoMail(env);
run('sandbox', 'npx', ['tsx', 'watch', 'sandbox/server.ts'], mail.env);
await waitForUrl(`${env.API_BASE_URL}/health`);
run('site', 'npx', ['next', 'dev', '-p', '3000'], env);
console.log(`\n  Mail (one-time codes): ${mail.inbox}\n`);
