import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks } from '@tests/mocks/idle';
import { setStorageItemWhenIdle } from './idleStorage';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('setStorageItemWhenIdle', () => {
  it('writes nothing until the browser is idle, then every queued key in one idle task, the latest value of each', () => {
    const idle = holdIdleCallbacks();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setStorageItemWhenIdle('language', 'en');
    setStorageItemWhenIdle('currency', 'USD');
    setStorageItemWhenIdle('language', 'ar');
    expect(setItem).not.toHaveBeenCalled();
    expect(idle.pending()).toBe(1);

    idle.runOnce();
    expect(window.localStorage.getItem('language')).toBe('ar');
    expect(window.localStorage.getItem('currency')).toBe('USD');
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
  });

  it('a page left before the idle moment writes the queue as it goes, once', () => {
    const idle = holdIdleCallbacks();
    setStorageItemWhenIdle('currency', 'AED');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem('currency')).toBe('AED');
    // The idle callback was cancelled with the flush.
    expect(idle.pending()).toBe(0);

    // A later write queues again.
    setStorageItemWhenIdle('currency', 'USD');
    expect(window.localStorage.getItem('currency')).toBe('AED');
    idle.runOnce();
    expect(window.localStorage.getItem('currency')).toBe('USD');
  });

  it('a refused write (storage full, a private window) is not an error', () => {
    const idle = holdIdleCallbacks();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setStorageItemWhenIdle('club_data', '{}');
    expect(() => idle.runOnce()).not.toThrow();
    setItem.mockRestore();
  });
});
