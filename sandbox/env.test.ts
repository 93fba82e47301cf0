import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

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
    });
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

  it('requires its own apikey in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SANDBOX_API_KEY: Required when NODE_ENV=production/,
    );
    expect(parseEnv({ NODE_ENV: 'production', SANDBOX_API_KEY: 'secret' }).apiKey).toBe('secret');
  });

  it('lists every wrong variable by name', () => {
    let error: unknown;
    try {
      parseEnv({
        SANDBOX_PORT: 'abc',
        SANDBOX_SITE_PORT: '0',
        DATABASE_URL: 'mysql://x',
        SANDBOX_PUBLIC_URL: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of ['SANDBOX_PORT', 'SANDBOX_SITE_PORT', 'DATABASE_URL', 'SANDBOX_PUBLIC_URL']) {
      expect(message).toContain(name);
    }
  });
});
