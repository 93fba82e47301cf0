/**
 * Serves the spec-only mock club API: `npx tsx conformance/mock/server.ts [port]`
 * (SPEC_API_KEY, SPEC_HOSTS comma-separated, SPEC_PUBLIC_URL). It mails nothing, so it prints each
 * one-time code (with a masked address): a mock for trying the site against a plain API, never a
 * production server.
 */
import { serve } from '@hono/node-server';
import { createSpecOnlyApi } from './spec-only-api';

const port = Number(process.argv[2] ?? process.env.SPEC_API_PORT ?? 4750);
const { app, store, ready } = createSpecOnlyApi({
  apiKey: process.env.SPEC_API_KEY ?? 'spec-demo-key',
  hosts: (process.env.SPEC_HOSTS ?? 'spec.localhost:3750').split(','),
  publicUrl: process.env.SPEC_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
});
await ready;
const printed = new Set<number>();
setInterval(() => {
  store.mailbox.forEach((mail, index) => {
    if (printed.has(index)) return;
    printed.add(index);
    // Masked address: enough to tell whose code it is when trying the site by hand.
    const [name = '', domain = ''] = mail.email.split('@');
    console.log(`code ${mail.code} (type ${mail.otpType}) for ${name.slice(0, 1)}***@${domain}`);
  });
}, 500).unref();
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`spec-only mock API on :${port}`));
