// `npm start`: build when needed, then the reference club API (port 4000, database under .data/)
// and the site (`next start`, port 3000).
import { buildIfNeeded } from './lib/build.mjs';
import { demoEnv, SITE_PORT } from './lib/demoEnv.mjs';
import { run, waitForUrl } from './lib/processes.mjs';

const env = demoEnv({ NODE_ENV: 'production' });
buildIfNeeded({ ...env, NODE_ENV: 'production' });

// The sandbox runs in development mode so that the demo's codes can be read from its outbox.
run('sandbox', 'npx', ['tsx', 'sandbox/server.ts'], {
  ...env,
  NODE_ENV: process.env.SANDBOX_NODE_ENV ?? 'development',
});
await waitForUrl(`${env.API_BASE_URL}/health`);
run('site', 'npx', ['next', 'start', '-p', String(env.PORT ?? SITE_PORT)], env);
console.log(
  `\n  Skyline Travel: http://skyline.localhost:${SITE_PORT}   Nakhla Trips: http://nakhla.localhost:${SITE_PORT}\n`,
);
