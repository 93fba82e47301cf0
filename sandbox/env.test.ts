import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const SECRET = 's'.repeat(32);

describe('parseEnv', () => {
  it('has working defaults for development', () => {
    expect(parseEnv({})).toEqual({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 4000,
      publicUrl: 'http://127.0.0.1:4000',
      sitePort: 3000,
      apiKey: 'sandbox-demo-key',
      database: { kind: 'pglite', dataDir: '.data/pglite' },
      auth: {
        jwtSecret: null,
        altchaHmacKey: null,
        altchaMaxNumber: 50_000,
        recaptchaSecretKey: null,
        trustProxy: false,
        rateLimits: { perIp: 30, perEmail: 10 },
      },
      mail: { smtpUrl: null, from: 'no-reply@localhost' },
      adminEmail: null,
      bookings: { refundSettleMs: 600_000 },
      metrics: null,
      storage: { kind: 'filesystem', folder: '.data/pglite-files' },
      secretsKey: { key: null, previous: [] },
    });
  });

  it('keeps files beside the database unless SANDBOX_FILES_DIR says where', () => {
    expect(parseEnv({ SANDBOX_DATA_DIR: '/data/pglite' }).storage).toEqual({
      kind: 'filesystem',
      folder: '/data/pglite-files',
    });
    expect(parseEnv({ DATABASE_URL: 'postgres://db/club' }).storage).toEqual({
      kind: 'filesystem',
      folder: '.data/files',
    });
    expect(parseEnv({ SANDBOX_FILES_DIR: '/srv/files' }).storage).toEqual({
      kind: 'filesystem',
      folder: '/srv/files',
    });
  });

  it('reads the S3 settings: a bucket is required, the keys go in pairs, path style for an endpoint', () => {
    expect(
      parseEnv({
        SANDBOX_STORAGE: 's3',
        SANDBOX_S3_BUCKET: 'club-files',
        SANDBOX_S3_ENDPOINT: 'http://127.0.0.1:9000',
        SANDBOX_S3_ACCESS_KEY_ID: 'id',
        SANDBOX_S3_SECRET_ACCESS_KEY: 'secret',
        SANDBOX_S3_KEY_PREFIX: 'api/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'club-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      keyPrefix: 'api/',
    });
    expect(
      parseEnv({ SANDBOX_STORAGE: 's3', SANDBOX_S3_BUCKET: 'b', SANDBOX_S3_REGION: 'me-central-1' }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'me-central-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
      keyPrefix: '',
    });
    expect(() => parseEnv({ SANDBOX_STORAGE: 's3' })).toThrow('SANDBOX_S3_BUCKET');
    expect(() =>
      parseEnv({ SANDBOX_STORAGE: 's3', SANDBOX_S3_BUCKET: 'b', SANDBOX_S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow('SANDBOX_S3_SECRET_ACCESS_KEY');
    expect(() => parseEnv({ SANDBOX_STORAGE: 'ftp' })).toThrow('SANDBOX_STORAGE');
  });

  it('opens the metrics listener only when METRICS_PORT is set, on 127.0.0.1 unless told', () => {
    expect(parseEnv({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    expect(() => parseEnv({ METRICS_PORT: 'http' })).toThrow(EnvError);
  });

  it('never derives a secret from the (public) API key: unset secrets are left to the database', () => {
    expect(parseEnv({ SANDBOX_API_KEY: 'one' }).auth).toMatchObject({ jwtSecret: null, altchaHmacKey: null });
  });

  it('makes the captcha instant and the address limit loose for end-to-end tests', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).auth).toMatchObject({
      altchaMaxNumber: 1000,
      rateLimits: { perIp: 1000, perEmail: 10 },
    });
  });

  it('reads the auth and mail variables', () => {
    const env = parseEnv({
      SANDBOX_JWT_SECRET: SECRET,
      SANDBOX_ALTCHA_HMAC_KEY: SECRET.replace(/s/g, 'k'),
      SANDBOX_ALTCHA_MAX_NUMBER: '200000',
      RECAPTCHA_SECRET_KEY: 'google',
      SANDBOX_TRUST_PROXY: '1',
      SANDBOX_RATE_LIMIT_PER_IP: '100',
      SANDBOX_RATE_LIMIT_PER_EMAIL: '20',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      SMTP_FROM: 'bookings@example.com',
    });
    expect(env.auth).toEqual({
      jwtSecret: SECRET,
      altchaHmacKey: 'k'.repeat(32),
      altchaMaxNumber: 200_000,
      recaptchaSecretKey: 'google',
      trustProxy: true,
      rateLimits: { perIp: 100, perEmail: 20 },
    });
    expect(env.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'bookings@example.com',
    });
  });

  it('settles refunds after 10 minutes, or after SANDBOX_REFUND_SETTLE_SECONDS', () => {
    expect(parseEnv({}).bookings).toEqual({ refundSettleMs: 600_000 });
    expect(parseEnv({ SANDBOX_REFUND_SETTLE_SECONDS: '45' }).bookings).toEqual({ refundSettleMs: 45_000 });
    expect(() => parseEnv({ SANDBOX_REFUND_SETTLE_SECONDS: '0' })).toThrow('SANDBOX_REFUND_SETTLE_SECONDS');
  });

  it('reads every variable', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      SANDBOX_HOST: '0.0.0.0',
      SANDBOX_PORT: '4100',
      SANDBOX_SITE_PORT: '3100',
      SANDBOX_PUBLIC_URL: 'https://api.example.com/',
      SANDBOX_API_KEY: 'k',
      SANDBOX_DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/club',
    });
    expect(env).toMatchObject({
      host: '0.0.0.0',
      port: 4100,
      sitePort: 3100,
      publicUrl: 'https://api.example.com',
      apiKey: 'k',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/club' },
    });
  });

  it('follows the port in the default public URL and treats empty values as unset', () => {
    expect(parseEnv({ SANDBOX_PORT: '4010', SANDBOX_API_KEY: '', DATABASE_URL: '' })).toMatchObject({
      publicUrl: 'http://127.0.0.1:4010',
      apiKey: 'sandbox-demo-key',
      database: { kind: 'pglite' },
    });
  });

  it('requires its own apikey, secrets and mail server in production', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'SANDBOX_API_KEY',
      'SANDBOX_JWT_SECRET',
      'SANDBOX_ALTCHA_HMAC_KEY',
      'SMTP_URL',
      'SMTP_FROM',
      'SANDBOX_PUBLIC_URL',
    ]) {
      expect(message).toContain(`${name}: Required when NODE_ENV=production`);
    }
    const env = parseEnv({
      NODE_ENV: 'production',
      SANDBOX_API_KEY: 'secret',
      SANDBOX_JWT_SECRET: SECRET,
      SANDBOX_ALTCHA_HMAC_KEY: SECRET,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      SMTP_FROM: 'bookings@club.example',
      SANDBOX_PUBLIC_URL: 'https://api.club.example',
      ADMIN_EMAIL: 'Owner@Club.example',
    });
    expect(env.adminEmail).toBe('owner@club.example');
    expect(env.publicUrl).toBe('https://api.club.example');
    expect(env.apiKey).toBe('secret');
    expect(env.mail.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(env.auth.jwtSecret).toBe(SECRET);
  });

  it('refuses the public demo apikey in production', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        SANDBOX_API_KEY: 'sandbox-demo-key',
        SANDBOX_JWT_SECRET: SECRET,
        SANDBOX_ALTCHA_HMAC_KEY: SECRET,
        SMTP_URL: 'smtps://mail.example.com',
        SMTP_FROM: 'bookings@club.example',
        SANDBOX_PUBLIC_URL: 'https://api.club.example',
      }),
    ).toThrow(/SANDBOX_API_KEY: is the public demo key/);
  });

  it('lists every wrong variable by name', () => {
    let error: unknown;
    try {
      parseEnv({
        SANDBOX_PORT: 'abc',
        SANDBOX_SITE_PORT: '0',
        DATABASE_URL: 'mysql://x',
        SANDBOX_PUBLIC_URL: 'not a url',
        SANDBOX_JWT_SECRET: 'short',
        SANDBOX_TRUST_PROXY: 'yes',
        SMTP_URL: 'http://mail',
        SANDBOX_ALTCHA_MAX_NUMBER: 'lots',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of [
      'SANDBOX_PORT',
      'SANDBOX_SITE_PORT',
      'DATABASE_URL',
      'SANDBOX_PUBLIC_URL',
      'SANDBOX_JWT_SECRET',
      'SANDBOX_TRUST_PROXY',
      'SMTP_URL',
      'SANDBOX_ALTCHA_MAX_NUMBER',
    ]) {
      expect(message).toContain(name);
    }
  });
});
