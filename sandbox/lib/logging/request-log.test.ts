import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapturingLogger } from '../../test-support/logs';
import { SKYLINE_ID, TEST_SITE_PORT, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-log';

const capture = aCapturingLogger();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ logger: capture.logger });
});
afterAll(() => sandbox.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The access-log line of the request with this id. */
function accessLine(requestId: string) {
  const found = capture
    .records()
    .filter((record) => record.msg === 'request' && record.requestId === requestId);
  expect(found).toHaveLength(1);
  return found[0]!;
}

// First: each kind of misconfiguration is logged at once only when none was seen in the last minute.
describe('misconfiguration in the log', () => {
  it('says that calls come with a wrong apikey, naming the host and never the key', async () => {
    await sandbox.call('/whitelabel/config?domain=skyline.localhost:3000', { apikey: 'a-wrong-key-4711' });
    const warnings = capture.records().filter((record) => record.level === 'warn');
    expect(warnings.find((record) => /apikey/.test(String(record.msg)))).toMatchObject({
      bySource: expect.objectContaining({ 'skyline.localhost:3000': 1 }),
    });
    expect(capture.lines.join('\n')).not.toContain('a-wrong-key-4711');
  });

  it('says that configuration was asked for a host no club has', async () => {
    const response = await sandbox.call('/whitelabel/config?domain=nowhere.example');
    expect(response.status).toBe(200);
    const warnings = capture.records().filter((record) => record.level === 'warn');
    expect(warnings.find((record) => /unknown hosts/.test(String(record.msg)))).toMatchObject({
      bySource: { 'nowhere.example': 1 },
    });
  });
});

describe('access log and X-Request-Id', () => {
  it('writes one JSON line per request with the route template, status, duration, club and id', async () => {
    const id = 'site-req-0001';
    const response = await sandbox.call('/flight/booking/BK-NOT-THERE-123?accessToken=secret-value', {
      headers: { [REQUEST_ID_HEADER]: id },
    });
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe(id);
    const line = accessLine(id);
    expect(line).toMatchObject({
      level: 'info',
      service: 'club-api',
      msg: 'request',
      method: 'GET',
      route: '/flight/booking/:bookingId',
      status: response.status,
      clubId: SKYLINE_ID,
      requestId: id,
    });
    expect(typeof line.time).toBe('string');
    expect(line.durationMs).toEqual(expect.any(Number));
    // Neither the raw path nor its query reaches the log.
    expect(capture.lines.join('\n')).not.toMatch(/BK-NOT-THERE-123|secret-value/);
  });

  it('logs "unmatched" for a path no route answers, and still returns the id', async () => {
    const response = await sandbox.call('/no/such/route/4711', {
      headers: { [REQUEST_ID_HEADER]: 'unmatched-01' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('unmatched-01');
    expect(accessLine('unmatched-01')).toMatchObject({ route: 'unmatched', status: 404 });
  });

  it.each([
    ['too short', 'short'],
    ['spaces', 'abc def forged log line'],
    ['too long', 'a'.repeat(129)],
    ['other characters', 'abcdefgh;drop'],
  ])('replaces a malformed incoming id (%s) with a new random one', async (_, given) => {
    const response = await sandbox.call('/health', { headers: { [REQUEST_ID_HEADER]: given } });
    const id = response.headers.get(REQUEST_ID_HEADER) ?? '';
    expect(id).toMatch(UUID);
    expect(accessLine(id)).toMatchObject({ route: '/health', status: 200 });
    expect(capture.lines.join('\n')).not.toContain(given);
  });

  it('gives a request that sent no id a fresh one each time', async () => {
    const first = (await sandbox.call('/health')).headers.get(REQUEST_ID_HEADER);
    const second = (await sandbox.call('/health')).headers.get(REQUEST_ID_HEADER);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('returns the id on refused calls and CORS preflights, and lets browsers read it', async () => {
    const refused = await sandbox.call('/flight/blacklist', {
      apikey: 'wrong',
      headers: { [REQUEST_ID_HEADER]: 'refused-01' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get(REQUEST_ID_HEADER)).toBe('refused-01');

    const origin = `http://localhost:${TEST_SITE_PORT}`;
    const preflight = await sandbox.app.request('/flight/blacklist', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        [REQUEST_ID_HEADER]: 'preflight-01',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get(REQUEST_ID_HEADER)).toBe('preflight-01');
    expect(accessLine('preflight-01')).toMatchObject({ method: 'OPTIONS', route: 'unmatched', status: 204 });

    const simple = await sandbox.call('/health', { headers: { Origin: origin } });
    expect(simple.headers.get('Access-Control-Expose-Headers')).toMatch(/X-Request-Id/i);
  });

  it('returns the id on a 500 and logs the failure with it, without the query', async () => {
    const broken = aCapturingLogger();
    const failing = await startTestSandbox({ logger: broken.logger });
    await failing.database.close(); // every query now throws
    const response = await failing.call('/flight/blacklist', {
      headers: { [REQUEST_ID_HEADER]: 'failing-0001' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('failing-0001');
    const records = broken.records().filter((record) => record.requestId === 'failing-0001');
    expect(records.map((record) => record.level)).toEqual(['error', 'info']);
    expect(records[0]).toMatchObject({ err: { type: expect.any(String), message: expect.any(String) } });
  });
});

describe('requestIdFrom', () => {
  it('keeps ids of 8 to 128 letters, digits, dots, dashes and underscores', () => {
    for (const id of ['abcdefgh', 'A1.b2_c3-d4', 'x'.repeat(128)]) expect(requestIdFrom(id)).toBe(id);
    for (const id of [undefined, '', 'abcdefg', 'x'.repeat(129), 'abc/defgh', 'ab cdefgh'])
      expect(requestIdFrom(id)).toMatch(UUID);
  });
});
