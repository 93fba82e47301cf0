import { describe, expect, it } from 'vitest';
import { createEveryWarner } from './warnEvery';

describe('createEveryWarner', () => {
  it('says a warning at once, then at most once a minute with the count since it last did', () => {
    let clock = 1_000;
    const said: [string, number, string[]][] = [];
    const warner = createEveryWarner({
      now: () => clock,
      log: (kind, { count, sample }) => said.push([kind, count, sample]),
    });
    warner.note('unknown_host', 'a.test');
    expect(said).toEqual([['unknown_host', 1, ['a.test']]]);
    for (let i = 0; i < 500; i += 1) {
      clock += 100;
      warner.note('unknown_host', `host-${i % 7}.test`);
    }
    // 50 s passed: nothing more said.
    expect(said).toHaveLength(1);
    clock = 61_000;
    warner.note('unknown_host', 'b.test');
    expect(said).toHaveLength(2);
    expect(said[1]![1]).toBe(501);
    // A few hosts as a sample, never all of them.
    expect(said[1]![2]).toEqual(['host-0.test', 'host-1.test', 'host-2.test']);
  });

  it('keeps each kind on its own clock', () => {
    let clock = 0;
    const said: string[] = [];
    const warner = createEveryWarner({ now: () => clock, log: (kind) => said.push(kind) });
    warner.note('club_api_key_refused');
    warner.note('club_api_unreachable');
    warner.note('club_api_key_refused');
    clock = 59_999;
    warner.note('club_api_key_refused');
    clock = 60_000;
    warner.note('club_api_key_refused');
    expect(said).toEqual(['club_api_key_refused', 'club_api_unreachable', 'club_api_key_refused']);
  });
});
