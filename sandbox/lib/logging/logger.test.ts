import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { aCapturingLogger } from '../../test-support/logs';
import { REDACTED } from './logger';
import { maskEmail, maskEmails } from './mask';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('a@mail.test')).toBe('a***@mail.test');
    expect(maskEmail('not an address')).toBe('***');
  });

  it('masks every address inside a text', () => {
    expect(maskEmails('from ali+x@a.example to b.c@d.example.org.')).toBe(
      'from a***@a.example to b***@d.example.org.',
    );
  });
});

describe('the pino-backed logger', () => {
  it('redacts secret fields, even one level down', () => {
    const { logger, records } = aCapturingLogger();
    logger.info('login', {
      password: 'Hunter2!hunter',
      user: { email: 'x@y.example', token: 'tok-123456' },
      cardNumber: '4242424242424242',
      route: '/auth/login',
    });
    const [line] = records();
    expect(line).toMatchObject({
      msg: 'login',
      password: REDACTED,
      user: { email: REDACTED, token: REDACTED },
      cardNumber: REDACTED,
      route: '/auth/login',
    });
  });

  it('masks e-mails in messages and loose details', () => {
    const { logger, lines } = aCapturingLogger();
    logger.warn('mail to jane@example.com failed', 'for bob@example.org');
    expect(lines.join('')).not.toMatch(/jane@|bob@/);
    expect(lines.join('')).toContain('j***@example.com');
  });

  it('logs a failed query without its parameters or the database detail', () => {
    const { logger, lines, records } = aCapturingLogger();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(jane@example.com) already exists.',
      constraint: 'users_email',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['jane@example.com', '$argon2id$v=19$secret-hash'],
      cause,
    );
    logger.error('[sandbox] POST /auth/signup failed:', error);
    const text = lines.join('');
    expect(text).not.toMatch(/jane@example\.com|secret-hash|already exists/);
    expect(records()[0]).toMatchObject({
      level: 'error',
      err: {
        message: expect.stringContaining('insert into "users"'),
        cause: {
          code: '23505',
          constraint: 'users_email',
          message: expect.stringContaining('duplicate key'),
        },
      },
    });
  });
});
