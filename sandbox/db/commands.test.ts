import { describe, expect, it } from 'vitest';
import { DROP_EVERYTHING_FLAG, resetRefusal, seedDemoRefusal } from './commands';

const pglite = { kind: 'pglite', dataDir: '.data/pglite' } as const;
const postgres = { kind: 'postgres', url: 'postgres://club@db.example/club' } as const;

describe('npm run db:reset', () => {
  it('resets the embedded demo folder without asking', () => {
    expect(resetRefusal({ nodeEnv: 'development', database: pglite }, [])).toBeNull();
  });

  it('refuses production and a DATABASE_URL unless told to drop everything', () => {
    expect(resetRefusal({ nodeEnv: 'production', database: pglite }, [])).toMatch(/NODE_ENV=production/);
    expect(resetRefusal({ nodeEnv: 'development', database: postgres }, [])).toMatch(/DATABASE_URL/);
    const both = resetRefusal({ nodeEnv: 'production', database: postgres }, ['--yes']);
    expect(both).toMatch(/NODE_ENV=production and DATABASE_URL/);
    expect(both).toContain(DROP_EVERYTHING_FLAG);
    expect(resetRefusal({ nodeEnv: 'production', database: postgres }, [DROP_EVERYTHING_FLAG])).toBeNull();
  });
});

describe('npm run db:seed:demo', () => {
  it('refuses production only', () => {
    expect(seedDemoRefusal({ nodeEnv: 'production' })).toMatch(/passwords are public/);
    expect(seedDemoRefusal({ nodeEnv: 'development' })).toBeNull();
    expect(seedDemoRefusal({ nodeEnv: 'test' })).toBeNull();
  });
});
