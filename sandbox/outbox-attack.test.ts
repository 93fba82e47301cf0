import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeEnv } from './lib/context';
import { maskEmail } from './lib/logging/mask';
import { latestCode, signUp } from './test-support/auth';
import { aSilentLogger, expectError, startTestSandbox, type TestSandbox } from './test-support/sandbox';

/**
 * Issue 11: `GET /dev/outbox` handed anyone holding the publishable API key every user's one-time
 * codes. No route reachable with that key may reveal mail, codes or tokens, in any mode.
 */

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; required?: boolean }[] }>>;
  components?: { schemas?: Record<string, unknown> };
}

const modes: NodeEnv[] = ['development', 'test', 'production'];
const sandboxes = new Map<NodeEnv, { sandbox: TestSandbox; logger: ReturnType<typeof aSilentLogger> }>();
beforeAll(async () => {
  await Promise.all(
    modes.map(async (nodeEnv) => {
      const logger = aSilentLogger();
      sandboxes.set(nodeEnv, { sandbox: await startTestSandbox({ config: { nodeEnv }, logger }), logger });
    }),
  );
});
afterAll(() => Promise.all([...sandboxes.values()].map(({ sandbox }) => sandbox.close())));

/** Not a digit on either side: the code as a number of its own. */
const holdsCode = (text: string, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text);

describe.each(modes)('with NODE_ENV=%s', (nodeEnv) => {
  it('answers 404 to GET /dev/outbox with the publishable key, for a user who was just mailed a code', async () => {
    const { sandbox } = sandboxes.get(nodeEnv)!;
    const account = await signUp(sandbox);
    const response = await sandbox.call(`/dev/outbox?email=${encodeURIComponent(account.email)}`);
    expect(await expectError(response, 404)).toBe('Route not found');
  });

  it('serves no route about mail or codes in its OpenAPI document', async () => {
    const { sandbox } = sandboxes.get(nodeEnv)!;
    const document = (await (await sandbox.call('/docs/openapi.json')).json()) as OpenApiDocument;
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
    const mailPaths = Object.keys(document.paths).filter((path) =>
      /outbox|inbox|\/mails?(\/|$)|^\/dev\//i.test(path),
    );
    expect(mailPaths).toEqual([]);
    const schemas = Object.keys(document.components?.schemas ?? {});
    expect(schemas.length).toBeGreaterThan(10);
    expect(schemas.filter((name) => /outbox|inbox|Mails?$/i.test(name) && !/Email$/.test(name))).toEqual([]);
  });

  it('shows a mailed code in no GET answer of the contract, and never in the log', async () => {
    const { sandbox, logger } = sandboxes.get(nodeEnv)!;
    const account = await signUp(sandbox);
    const code = await latestCode(sandbox, account.email);
    const document = (await (await sandbox.call('/docs/openapi.json')).json()) as OpenApiDocument;
    const paths = Object.entries(document.paths)
      .filter(([path, item]) => item.get && !path.includes('{'))
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      for (const query of ['', `?email=${encodeURIComponent(account.email)}`]) {
        const body = await (await sandbox.call(`${path}${query}`, { token: account.token })).text();
        expect(holdsCode(body, code), `GET ${path}${query}`).toBe(false);
      }
    }
    const lines = [...logger.info.mock.calls, ...logger.error.mock.calls].map((call) => call.join(' '));
    // The mail is logged with its address masked (lib/logging/mask.ts), never in full.
    expect(lines.some((line) => line.includes(maskEmail(account.email)))).toBe(true);
    expect(lines.some((line) => line.includes(account.email))).toBe(false);
    expect(lines.some((line) => holdsCode(line, code))).toBe(false);
  });
});
