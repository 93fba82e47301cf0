// `npm start`: build when needed, then the local mail catcher (inbox on port 1080, SMTP 1025), the
// reference club API (port 4000, database under .data/) and the site (server/site.mjs: Next.js
// in its thin wrapper for logs, metrics and health, port 3000).
import { buildIfNeeded } from './lib/build.mjs';
import { demoMail } from './lib/demoMail.mjs';
import { demoEnv, SITE_PORT } from './lib/demoEnv.mjs';
import { run, waitForUrl } from './lib/processes.mjs';

const env = demoEnv({ NODE_ENV: 'production' });
buildIfNeeded({ ...env, NODE_ENV: 'production' });

// The demo's one-time codes travel over SMTP to the catcher; nothing in the API serves them.
const mail = await demoMail(env);
run('sandbox', 'npx', ['tsx', 'sandbox/server.ts'], {
  ...mail.env,
  NODE_ENV: process.env.SANDBOX_NODE_ENV ?? 'development',
  // The API's Prometheus metrics on 127.0.0.1 only (docs/observability.md); METRICS_PORT= turns them off.
  METRICS_PORT: process.env.METRICS_PORT ?? '9464',
});
await waitForUrl(`${env.API_BASE_URL}/health`);
const sitePort = env.PORT ?? SITE_PORT;
run('site', 'node', ['server/site.mjs', '-p', String(sitePort)], env);
console.log(
  `\n  Skyline Travel: http://skyline.localhost:${sitePort}   Nakhla Trips: http://nakhla.localhost:${sitePort}` +
    `\n  Mail (one-time codes): ${mail.inbox}\n`,
);
