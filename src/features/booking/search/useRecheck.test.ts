import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { useRecheck, type RecheckAnswer } from './useRecheck';

interface Answer extends RecheckAnswer {
  price: number;
}

/** The machine over a check that answers (or fails) as told, its module's calls recorded. */
function renderRecheck(answer: Answer | Error, onExpired?: () => void) {
  const hold = vi.fn();
  const soldOut = vi.fn((subject: string) => [subject.length]);
  const view = renderHook(() =>
    useRecheck<string, Answer, number[]>({
      check: async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
      hold,
      soldOut,
      onExpired,
    }),
  );
  const check = () => act(() => view.result.current.check('rate-1'));
  return { view, hold, soldOut, check };
}

describe('useRecheck', () => {
  it('holds a confirmed price at once', async () => {
    const { view, hold, check } = renderRecheck({ status: 'CONFIRMED', price: 10 });
    await check();
    expect(view.result.current.state).toMatchObject({ status: 'held', subject: 'rate-1' });
    expect(hold).toHaveBeenCalledWith('rate-1', { status: 'CONFIRMED', price: 10 }, false);
  });

  it('asks before a changed price, and holds it only when accepted', async () => {
    const { view, hold, check } = renderRecheck({ status: 'PRICE_CHANGED', price: 12 });
    await check();
    expect(view.result.current.state).toMatchObject({ status: 'changed', result: { price: 12 } });
    expect(hold).not.toHaveBeenCalled();
    act(() => view.result.current.accept());
    expect(hold).toHaveBeenCalledWith('rate-1', { status: 'PRICE_CHANGED', price: 12 }, true);
    expect(view.result.current.state.status).toBe('held');
  });

  it("keeps the module's answer to a sold-out choice", async () => {
    const { view, soldOut, check } = renderRecheck({ status: 'UNAVAILABLE', price: 0 });
    await check();
    expect(soldOut).toHaveBeenCalledOnce();
    expect(view.result.current.state).toMatchObject({ status: 'sold_out', detail: [6] });
    act(() => view.result.current.dismiss());
    expect(view.result.current.state).toEqual({ status: 'idle' });
  });

  it("says why it failed in the server's words, never a raw field error", async () => {
    const said = renderRecheck(new ApiError(409, 'The hotel stopped selling rooms'));
    await said.check();
    expect(said.view.result.current.state).toMatchObject({
      status: 'error',
      message: 'The hotel stopped selling rooms',
    });
    const raw = renderRecheck(new ApiError(400, 'rateIds: Expected array, received string'));
    await raw.check();
    expect(raw.view.result.current.state).toMatchObject({ status: 'error', message: null });
  });

  it('ends the search on an expired one when the module asks to, else says it failed', async () => {
    const expired = new ApiError(410, 'Expired', { data: { sessionTimeout: true } });
    const onExpired = vi.fn();
    const ending = renderRecheck(expired, onExpired);
    await ending.check();
    expect(onExpired).toHaveBeenCalledOnce();
    expect(ending.view.result.current.state).toEqual({ status: 'idle' });
    const plain = renderRecheck(expired);
    await plain.check();
    expect(plain.view.result.current.state.status).toBe('error');
  });
});
