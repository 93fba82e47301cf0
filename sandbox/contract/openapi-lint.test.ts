import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from '../lib/openapi';
import { startTestSandbox, type TestSandbox } from '../test-support/sandbox';

/**
 * The served contract passes Redocly's lint (the recommended rules, redocly.yaml) with no error:
 * standard tools can read it, and every example matches its schema.
 */

const root = path.resolve(__dirname, '../..');
const redocly = path.join(root, 'node_modules', '.bin', 'redocly');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

let sandbox: TestSandbox;
let folder: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  folder = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
});
afterAll(async () => {
  await sandbox.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the served OpenAPI document', () => {
  it('has no lint error', { timeout: 60_000 }, async () => {
    const document = await (await sandbox.call(OPENAPI_DOCUMENT_PATH)).json();
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document, null, 2));
    const { stdout } = await promisify(execFile)(
      redocly,
      ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: LintProblem[] };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('writes no pattern with a JavaScript flag', async () => {
    const text = await (await sandbox.call(OPENAPI_DOCUMENT_PATH)).text();
    const patterns = [...text.matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((pattern) => /\/[gimsuy]+$/.test(pattern))).toEqual([]);
  });
});
