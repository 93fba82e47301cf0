import { describe, expect, it, vi } from 'vitest';
import { createCachedLoader } from './cachedLoader';

describe('createCachedLoader', () => {
  it('loads once per key within the TTL, one load in flight, and again after it', async () => {
    let clock = 0;
    const load = vi.fn(async (key: string) => `value of ${key}`);
    const get = createCachedLoader({ ttlMs: 1_000, max: 10, load, now: () => clock });
    expect(await Promise.all([get('a'), get('a')])).toEqual(['value of a', 'value of a']);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 999;
    await get('a');
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1_001;
    await get('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `max` keys, the least recently used out first', async () => {
    const load = vi.fn(async (key: string) => key);
    const get = createCachedLoader({ ttlMs: 60_000, max: 2, load });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(load).toHaveBeenCalledTimes(3);
    await get('a');
    expect(load).toHaveBeenCalledTimes(3);
    await get('b');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps a failure as null for a short while, or throws it when failures are not kept', async () => {
    let clock = 0;
    const load = vi.fn(async () => {
      throw new Error('down');
    });
    const kept = createCachedLoader({ ttlMs: 60_000, failureTtlMs: 5_000, max: 2, load, now: () => clock });
    expect(await kept('a')).toBeNull();
    clock = 4_999;
    expect(await kept('a')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    clock = 5_001;
    await kept('a');
    expect(load).toHaveBeenCalledTimes(2);

    const thrown = createCachedLoader({ ttlMs: 60_000, failureTtlMs: 0, max: 2, load });
    await expect(thrown('a')).rejects.toThrow('down');
    await expect(thrown('a')).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('serves the last good value while reloading it fails, for a while, thrown failures included', async () => {
    let clock = 0;
    let down = false;
    const load = vi.fn(async (key: string) => {
      if (down) throw new Error('down');
      return `value of ${key}`;
    });
    for (const failureTtlMs of [5_000, 0]) {
      clock = 0;
      down = false;
      const get = createCachedLoader({
        ttlMs: 2_000,
        failureTtlMs,
        max: 2,
        staleIfErrorMs: 60_000,
        load,
        now: () => clock,
      });
      await get('a');
      down = true;
      clock = 2_001;
      expect(await get('a')).toBe('value of a');
      clock = 2_000 + 60_000 + 1;
      if (failureTtlMs > 0) expect(await get('a')).toBeNull();
      else await expect(get('a')).rejects.toThrow('down');
    }
  });

  it('keeps nothing with a TTL of 0', async () => {
    const load = vi.fn(async () => 'v');
    const get = createCachedLoader({ ttlMs: () => 0, max: 2, load });
    await get('a');
    await get('a');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
