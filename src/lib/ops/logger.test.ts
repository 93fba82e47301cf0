// @vitest-environment node
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createSiteLogger, maskEmails } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createSiteLogger(stream), lines };
}

describe('the site logger', () => {
  it('writes JSON lines with the program and level', () => {
    const { logger, lines } = capture();
    logger.warn({ event: 'unknown_host', count: 3 }, 'hosts no club serves');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      program: 'site',
      level: 'warn',
      event: 'unknown_host',
      count: 3,
      msg: 'hosts no club serves',
    });
  });

  it('never writes a key, password, token, cookie or full e-mail', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        apikey: 'sandbox-demo-key',
        password: 'Travel@123',
        token: 'eyJhbGciOi.secret.token',
        email: 'operator@skyline.test',
        headers: {
          authorization: 'Bearer eyJhbGciOi.secret',
          cookie: 'session=abc123',
          apikey: 'k-12345678',
        },
        request: { email: 'agent@nakhla.test', password: 'hunter22', token: 'reset-token-1' },
      },
      'signed in as operator@skyline.test',
    );
    const text = lines.join('\n');
    for (const secret of [
      'sandbox-demo-key',
      'Travel@123',
      'secret.token',
      'operator@skyline.test',
      'Bearer',
      'abc123',
      'k-12345678',
      'agent@nakhla.test',
      'hunter22',
      'reset-token-1',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('o…@skyline.test');
  });

  it('masks e-mails in text', () => {
    expect(maskEmails('to someone.else+x@example.co.uk and a@b.io')).toBe('to s…@example.co.uk and a…@b.io');
  });
});
