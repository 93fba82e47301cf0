import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import ar from '@messages/ar.json';
import { failure, fakeApi, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { SavedCardsSection } from './SavedCardsSection';

const visa = {
  id: '0b7c4d0e-8f5a-4c1e-9d3b-2a6f8e1c5b70',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 3,
  expiryYear: 2031,
};

function setup(list: FakeAnswer[], locale: 'en' | 'ar' = 'en') {
  const answers = [...list];
  const api = fakeApi({
    'GET /payment/saved-cards': () => answers.shift() ?? ok([]),
    [`DELETE /payment/saved-cards/${visa.id}`]: ok(null),
  });
  renderApp(<SavedCardsSection userId={3} />, { api, user: { id: 3 }, locale });
  return api;
}

describe('My account: saved cards', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('says "You haven\'t added any card" when there is none (%s)', async (locale, messages) => {
    setup([ok([])], locale);
    expect(await screen.findByText(messages.Messages.no_card_added)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: messages.Account.cards_title })).toBeInTheDocument();
  });

  it('lists a card and removes it after asking', async () => {
    const api = setup([ok([visa]), ok([])]);
    const list = await screen.findByRole('list', { name: en.Payment.saved_cards_title });
    expect(within(list).getByText('4242')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove the card ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: en.Account.card_remove_confirm }));
    await waitFor(() => expect(api.callsTo(`DELETE /payment/saved-cards/${visa.id}`)).toHaveLength(1));
    expect(await screen.findByText(en.Messages.no_card_added)).toBeInTheDocument();
  });

  it('is absent when the club API has no saved cards', async () => {
    const api = setup([failure(404, 'Not Found')]);
    await waitFor(() => expect(api.callsTo('GET /payment/saved-cards')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: en.Account.cards_title })).not.toBeInTheDocument(),
    );
  });
});
