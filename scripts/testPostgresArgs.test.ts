import { describe, expect, it } from 'vitest';
import { vitestRunArgs } from './lib/testPostgresArgs.mjs';

describe('the vitest arguments of npm run test:postgres / test:vitest', () => {
  it('runs only the paths given to test:postgres, in the sandbox project', () => {
    // Before, a `sandbox` filter went beside them: Vitest runs files matching any filter, so every
    // sandbox test ran whatever the paths said.
    expect(vitestRunArgs({ all: false, args: ['sandbox/routes/wallet', '--reporter=verbose'] })).toEqual([
      'run',
      '--project',
      'sandbox',
      'sandbox/routes/wallet',
      '--reporter=verbose',
    ]);
  });

  it('runs the whole sandbox project when test:postgres is given no path', () => {
    expect(vitestRunArgs({ all: false, args: [] })).toEqual(['run', '--project', 'sandbox']);
  });

  it('passes test:vitest its arguments and nothing else', () => {
    expect(vitestRunArgs({ all: true, args: ['src/lib'] })).toEqual(['run', 'src/lib']);
  });
});
