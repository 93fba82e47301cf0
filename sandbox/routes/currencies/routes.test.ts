import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_CONFIG,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { Currency } from './schemas';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const currency = (code: string) => sandbox.call(`/currency/flight/currency-code/${code}`);

describe('GET /currency/flight/currency-code/{code}', () => {
  it('returns the currency with its rate per US dollar', async () => {
    const response = await currency('AED');
    expect(response.status).toBe(200);
    expect((await readEnvelope<Currency>(response)).data).toEqual({
      code: 'AED',
      name: 'UAE Dirham',
      symbol: 'د.إ',
      icon: `${TEST_CONFIG.publicUrl}/assets/currencies/AED.svg`,
      rate: 3.6725,
      decimals: 2,
    });
  });

  it('accepts a lower-case code and answers in upper case', async () => {
    const body = await readEnvelope<Currency>(await currency('kwd'));
    expect(body.data).toMatchObject({ code: 'KWD', decimals: 3 });
  });

  it('answers 404 naming an unknown code', async () => {
    expect(await expectError(await currency('xyz'), 404)).toBe('Unknown currency code XYZ');
  });

  it.each(['US', 'USDX', 'U5D', '%20%20%20'])('answers 400 naming the field for %s', async (code) => {
    expect(await expectError(await currency(code), 400)).toMatch(/^code: /);
  });
});
