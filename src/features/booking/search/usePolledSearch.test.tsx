import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { currencyChanged } from '@/store/preferencesSlice';
import { renderApp } from '@tests/render';
import {
  usePolledSearch,
  usePriceCurrencyChange,
  type PolledBatch,
  type PolledSearchResume,
  type PolledSearchSource,
} from './usePolledSearch';

interface Search {
  city: string;
}

/** A module's search calls, answered from a script and recorded (offset and currency of each poll). */
function aSource(batches: (PolledBatch<string> | Error)[], start: Error | null = null) {
  const calls: { start: string[]; poll: number[] } = { start: [], poll: [] };
  let next = 0;
  const source: PolledSearchSource<Search, string> = {
    key: (search) => search.city,
    async start(_api, search) {
      calls.start.push(search.city);
      if (start) throw start;
      next = 0;
      return { searchId: `s-${search.city}`, currency: 'USD', total: 9 };
    },
    async poll(_api, _id, offset) {
      calls.poll.push(offset);
      const answer = batches[Math.min(next++, batches.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { source, calls };
}

const batch = (items: string[], nextOffset: number, complete: boolean): PolledBatch<string> => ({
  items,
  nextOffset,
  complete,
  progress: complete ? 100 : 50,
  total: 3,
  currency: 'USD',
});

function Probe({
  search,
  source,
  resume,
}: {
  search: Search;
  source: PolledSearchSource<Search, string>;
  resume?: PolledSearchResume<string> | null;
}) {
  const state = usePolledSearch(search, source, resume);
  return (
    <div>
      <p data-testid="phase">{state.phase}</p>
      <p data-testid="items">{state.items.join(',')}</p>
      <p data-testid="error">{state.error ?? ''}</p>
      <p data-testid="search-id">{state.searchId ?? ''}</p>
      <button type="button" onClick={state.retry}>
        retry
      </button>
      <button type="button" onClick={() => state.rerunIfSame({ city: 'DXB' })}>
        submit DXB
      </button>
      <button type="button" onClick={() => state.rerunIfSame({ city: 'LHR' })}>
        submit LHR
      </button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

// A currency chosen in one test is saved in the tab's storage: each test starts from the club's.

describe('usePolledSearch', () => {
  it('starts, polls with the number held and appends each batch until complete', async () => {
    const { source, calls } = aSource([batch(['a', 'b'], 2, false), batch(['c'], 3, true)]);
    renderApp(<Probe search={{ city: 'DXB' }} source={source} />);
    await waitFor(() => expect(text('phase')).toBe('complete'), { timeout: 3000 });
    expect(text('items')).toBe('a,b,c');
    expect(text('search-id')).toBe('s-DXB');
    expect(calls).toEqual({ start: ['DXB'], poll: [0, 2] });
  });

  it('ends as expired on a 410 and says when to try again on a 429', async () => {
    const expired = aSource([new ApiError(410, 'Search expired', { data: { sessionTimeout: true } })]);
    const first = renderApp(<Probe search={{ city: 'DXB' }} source={expired.source} />);
    await waitFor(() => expect(text('phase')).toBe('expired'));
    first.unmount();

    const limited = aSource([], new ApiError(429, 'Too many', null, 90));
    renderApp(<Probe search={{ city: 'DXB' }} source={limited.source} />);
    await waitFor(() => expect(text('phase')).toBe('failed'));
    expect(text('error')).toBe('Too many attempts. Please try again in 2 minutes.');
  });

  it('starts again on retry and when the currency changes, from nothing', async () => {
    const { source, calls } = aSource([batch(['a'], 1, true)]);
    const { store } = renderApp(<Probe search={{ city: 'DXB' }} source={source} />);
    await waitFor(() => expect(text('phase')).toBe('complete'));
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    await waitFor(() => expect(calls.start).toHaveLength(2));
    await waitFor(() => expect(text('items')).toBe('a'));
    act(() => void store().dispatch(currencyChanged('aed')));
    await waitFor(() => expect(calls.start).toHaveLength(3));
    await waitFor(() => expect(text('phase')).toBe('complete'));
    expect(text('items')).toBe('a');
  });

  it('waits for the saved currency: one search, in the currency restored, not the default', async () => {
    // What redux-persist keeps for the club (a currency chosen on an earlier visit).
    window.localStorage.setItem(
      'persist:club-1',
      JSON.stringify({
        preferences: JSON.stringify({ currency: 'AED', country: null }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const resume: PolledSearchResume<string> = {
      searchId: 'server',
      currency: 'USD',
      offset: 1,
      items: ['usd'],
      progress: 40,
      total: 2,
      complete: false,
      priceCurrency: 'USD',
    };
    const { source, calls } = aSource([batch(['aed'], 1, true)]);
    const { store } = renderApp(<Probe search={{ city: 'DXB' }} source={source} resume={resume} />);
    await waitFor(() => expect(text('items')).toBe('aed'));
    expect(store().getState().preferences.currency).toBe('AED');
    // The server's search in the default currency was not carried on, and nothing ran twice.
    expect(calls).toEqual({ start: ['DXB'], poll: [0] });
  });

  it("carries on the server's search in the same currency, and starts its own in another", async () => {
    const resume: PolledSearchResume<string> = {
      searchId: 'server',
      currency: 'USD',
      offset: 2,
      items: ['a', 'b'],
      progress: 40,
      total: 3,
      complete: false,
      priceCurrency: 'USD',
    };
    const same = aSource([batch(['c'], 3, true)]);
    const first = renderApp(<Probe search={{ city: 'DXB' }} source={same.source} resume={resume} />);
    expect(text('items')).toBe('a,b');
    await waitFor(() => expect(text('phase')).toBe('complete'));
    expect(text('items')).toBe('a,b,c');
    expect(same.calls).toEqual({ start: [], poll: [2] });
    first.unmount();

    const other = aSource([batch(['x'], 1, true)]);
    renderApp(
      <Probe search={{ city: 'DXB' }} source={other.source} resume={{ ...resume, currency: 'AED' }} />,
    );
    await waitFor(() => expect(text('items')).toBe('x'));
    expect(other.calls).toEqual({ start: ['DXB'], poll: [0] });
  });

  it('runs the same search again when it is submitted again, and leaves another to its own page', async () => {
    const { source, calls } = aSource([batch(['a'], 1, true)]);
    renderApp(<Probe search={{ city: 'DXB' }} source={source} />);
    await waitFor(() => expect(text('phase')).toBe('complete'));
    await act(async () => screen.getByRole('button', { name: 'submit LHR' }).click());
    expect(calls.start).toEqual(['DXB']);
    await act(async () => screen.getByRole('button', { name: 'submit DXB' }).click());
    await waitFor(() => expect(calls.start).toEqual(['DXB', 'DXB']));
  });
});

describe('usePriceCurrencyChange', () => {
  it('tells of a change from one currency to another, not of the first', () => {
    const onChange = vi.fn();
    const { rerender } = renderHook(({ currency }) => usePriceCurrencyChange(currency, onChange), {
      initialProps: { currency: null as string | null },
    });
    rerender({ currency: 'USD' });
    rerender({ currency: 'USD' });
    expect(onChange).not.toHaveBeenCalled();
    rerender({ currency: 'AED' });
    expect(onChange).toHaveBeenCalledOnce();
  });
});
