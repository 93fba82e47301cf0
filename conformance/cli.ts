/**
 * `npm run conformance -- --api <url> --key <publishable key> --club-host <host>
 *   [--test-account email:password] [--maildev <url>] [--json]`
 * Checks a club API against the site's contract and prints which calls pass, fail or are missing
 * and which site features will work. Exits 1 when a call of the specification fails (docs/conformance.md).
 */
import { parseArgs } from 'node:util';
import { maildevCodes } from './maildev';
import { formatReport } from './report';
import { runConformance } from './run';

const USAGE =
  'Usage: npm run conformance -- --api <url> --key <publishable key> --club-host <host> ' +
  '[--test-account email:password] [--maildev <url>] [--json]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      key: { type: 'string' },
      'club-host': { type: 'string' },
      'test-account': { type: 'string' },
      maildev: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.api || !values.key || !values['club-host']) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  let account;
  if (values['test-account']) {
    const split = values['test-account'].indexOf(':');
    if (split < 1) {
      console.error('--test-account must be email:password');
      return 2;
    }
    account = {
      email: values['test-account'].slice(0, split),
      password: values['test-account'].slice(split + 1),
    };
  }
  const report = await runConformance({
    api: values.api,
    key: values.key,
    clubHost: values['club-host'],
    account,
    codes: values.maildev ? maildevCodes(values.maildev) : undefined,
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.specifiedFailures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
