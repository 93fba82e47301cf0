import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import type { ApiClient } from './client';
import { postPoll, retryUnanswered, wasUnanswered } from './retry';

const answers = (...outcomes: (ApiError | string)[]) => {
  const call = vi.fn<() => Promise<string>>();
  for (const outcome of outcomes)
    call.mockImplementationOnce(() =>
      outcome instanceof ApiError ? Promise.reject(outcome) : Promise.resolve(outcome),
    );
  return call;
};

describe('wasUnanswered', () => {
  it.each([0, 502, 503, 504])('is true for %i (no answer from the API)', (status) => {
    expect(wasUnanswered(new ApiError(status, null))).toBe(true);
  });

  it.each([400, 401, 404, 410, 429, 500])('is false for %i (the API answered)', (status) => {
    expect(wasUnanswered(new ApiError(status, 'answered'))).toBe(false);
  });
});

describe('retryUnanswered', () => {
  it('answers the first result without a second call', async () => {
    const call = answers('batch');
    await expect(retryUnanswered(call, undefined, 0)).resolves.toBe('batch');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it.each([0, 502, 503, 504])('calls once more after a %i and answers its result', async (status) => {
    const call = answers(new ApiError(status, null), 'batch');
    await expect(retryUnanswered(call, undefined, 0)).resolves.toBe('batch');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second call goes unanswered too', async () => {
    const second = new ApiError(502, null);
    const call = answers(new ApiError(0, null), second);
    await expect(retryUnanswered(call, undefined, 0)).rejects.toBe(second);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it.each([400, 410, 429, 500])('lets an answer of the API (%i) stand', async (status) => {
    const answered = new ApiError(status, 'answered');
    const call = answers(answered, 'batch');
    await expect(retryUnanswered(call, undefined, 0)).rejects.toBe(answered);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('waits the delay before the second call', async () => {
    vi.useFakeTimers();
    try {
      const call = answers(new ApiError(502, null), 'batch');
      const result = retryUnanswered(call, undefined, 400);
      await vi.advanceTimersByTimeAsync(399);
      expect(call).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('batch');
      expect(call).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not call again once the caller has given up (aborted)', async () => {
    const controller = new AbortController();
    const lost = new ApiError(0, null);
    const call = answers(lost, 'batch');
    const result = retryUnanswered(call, controller.signal, 60_000);
    controller.abort();
    await expect(result).rejects.toBe(lost);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not call again when the call failed because it was aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const call = answers(new ApiError(0, null), 'batch');
    await expect(retryUnanswered(call, controller.signal, 0)).rejects.toBeInstanceOf(ApiError);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('postPoll', () => {
  it('posts the poll and answers its data, sending it once more when it went unanswered', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, null))
      .mockResolvedValueOnce({ data: { data: { offset: 3 }, message: 'ok', statusCode: 200 } });
    const api = { post } as unknown as ApiClient;
    await expect(postPoll(api, '/hotel/search/results', { searchId: 's', offset: 0 })).resolves.toEqual({
      offset: 3,
    });
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith(
      '/hotel/search/results',
      { searchId: 's', offset: 0 },
      { signal: undefined },
    );
  });
});
