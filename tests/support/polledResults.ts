import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ok, type FakeAnswer, type FakeRoute, type fakeApi } from '@tests/mocks/fakeApi';

type FakeApi = ReturnType<typeof fakeApi>;

/**
 * A results page's search polled in two batches, as the fake API answers them (in USD): the first
 * two results at `firstProgress` %, then the rest, complete. `search` names the search as the
 * module's answers do (`{ routingId: 'r1' }`), `itemsAs` the list's field (`offers`).
 */
export function twoBatches<T>(
  items: readonly T[],
  { search, itemsAs, firstProgress }: { search: object; itemsAs: string; firstProgress: number },
) {
  return (offset: unknown): FakeAnswer => {
    const complete = offset !== 0;
    return ok({
      ...search,
      complete,
      progress: complete ? 100 : firstProgress,
      total: items.length,
      [itemsAs]: complete ? items.slice(2) : items.slice(0, 2),
      nextOffset: complete ? items.length : 2,
      currency: 'USD',
    });
  };
}

/** A results page whose search the kit polls (usePolledSearch), as its test file renders it. */
export interface PolledResultsPage {
  /** The poll's route, as the fake API names it (`POST /…`). */
  pollRoute: string;
  /** The fake API with the search's routes, `routes` in place of some. */
  api: (routes: Record<string, FakeRoute>) => FakeApi;
  /** The poll's answer for an offset (two batches, see `twoBatches`). */
  batch: (offset: unknown) => FakeAnswer;
  render: (fake: FakeApi) => unknown;
  /** The results listed (cards). */
  listed: () => readonly unknown[];
  /** The heading of the failed search. */
  failedTitle: string;
  /** A poll that got no answer: the gateway's answer once, then every time. */
  lost: FakeAnswer;
  down: FakeAnswer;
}

const offsets = (fake: FakeApi, route: string) => fake.callsTo(route).map((call) => call.body?.offset);

/** A poll with no answer (an API instance died) is sent once more; twice unanswered, the search fails. */
export function unansweredPollCases(page: PolledResultsPage) {
  it('asks again for a batch whose poll got no answer (an API instance died), then goes on', async () => {
    let lost = 0;
    const fake = page.api({
      [page.pollRoute]: (call) => {
        if (call.body?.offset === 2 && lost === 0) {
          lost += 1;
          return page.lost;
        }
        return page.batch(call.body?.offset);
      },
    });
    page.render(fake);
    await waitFor(() => expect(page.listed()).toHaveLength(3), { timeout: 5000 });
    expect(offsets(fake, page.pollRoute)).toEqual([0, 2, 2]);
  });

  it('ends the search when a poll gets no answer twice', async () => {
    const fake = page.api({ [page.pollRoute]: page.down });
    page.render(fake);
    expect(
      await screen.findByRole('heading', { name: page.failedTitle }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(offsets(fake, page.pollRoute)).toEqual([0, 0]);
  });
}
