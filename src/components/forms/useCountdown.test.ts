import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COUNTDOWN_SECONDS, useCountdown } from './useCountdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('runs from 45 down to 0 and then stops', () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(45);
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ seconds: 45, isRunning: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(44);
    act(() => vi.advanceTimersByTime(43_000));
    expect(result.current).toMatchObject({ seconds: 1, isRunning: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 0, isRunning: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.seconds).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts at 45 after a resend', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => vi.advanceTimersByTime(45_000));
    expect(result.current.isRunning).toBe(false);
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ seconds: 45, isRunning: true });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.seconds).toBe(15);
  });

  it('restarting mid-way starts again from the full length', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => vi.advanceTimersByTime(20_000));
    act(() => result.current.restart());
    expect(result.current.seconds).toBe(45);
    act(() => vi.advanceTimersByTime(45_000));
    expect(result.current.isRunning).toBe(false);
  });

  it('keeps time by the clock, so a throttled tab still ends on time', () => {
    const { result } = renderHook(() => useCountdown(10));
    // The clock moves 8 s while only one timer tick gets to run.
    act(() => {
      vi.setSystemTime(Date.now() + 8000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(1);
  });
});
