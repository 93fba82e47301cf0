import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './gen-api-types';

describe('src/lib/api/schema.d.ts', () => {
  it('matches the OpenAPI document of the sandbox (else run `npm run api:types`)', async () => {
    const committed = await readFile(API_TYPES_FILE, 'utf8').catch(() => '(missing)');
    const generated = await generateApiTypes();
    expect(committed === generated, 'schema.d.ts is out of date: run `npm run api:types`').toBe(true);
  });

  it('types the configuration call the site makes first', async () => {
    const generated = await generateApiTypes();
    expect(generated).toContain('"/whitelabel/config"');
    expect(generated).toMatch(/ClubConfiguration: \{/);
  });
});
