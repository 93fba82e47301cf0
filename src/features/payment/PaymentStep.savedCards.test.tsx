import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '@messages/en.json';
import { PaymentStep } from './PaymentStep';
import { MODULE_TYPE, type PayableBooking } from './types';
import { failure, fakeApi, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';

/** Saved cards (TOKENIZATION) at the payment step of a signed-in payer. */

const booking: PayableBooking = {
  bookingId: 'b-1',
  moduleType: MODULE_TYPE.Flight,
  amount: 640.5,
  currency: 'USD',
  accessToken: null,
};
const creditCard = { method: 2, name: 'CreditCard', paymentType: 1, labelKey: 'credit_card' };
const visa = {
  id: '0b7c4d0e-8f5a-4c1e-9d3b-2a6f8e1c5b70',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 3,
  expiryYear: 2031,
};
const paid = {
  paymentId: 'p-1',
  status: 'SUCCEEDED',
  bookingId: 'b-1',
  bookingStatus: 1,
  method: 2,
  paymentType: 1,
  amount: 640.5,
  currency: 'USD',
  message: 'Payment successful',
  refund: null,
};

function setup(savedCards: FakeAnswer, user: { id: number } | null = { id: 3 }) {
  const api = fakeApi({
    'GET /payment/methods': ok([creditCard]),
    'GET /payment/saved-cards': savedCards,
    'POST /payment/tokenize': ok({ paymentToken: 'tok', brand: 'visa', last4: '4242', expiresAt: '' }, 201),
    'POST /payment/pay': ok(paid, 201),
  });
  const onPaid = vi.fn();
  renderApp(<PaymentStep booking={booking} onPaid={onPaid} onExpired={vi.fn()} />, { api, user });
  return { api, onPaid };
}

async function typeCard() {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('card-holder'), 'Sara Haddad');
  await user.type(screen.getByTestId('card-number'), '4242424242424242');
  await user.type(screen.getByTestId('card-expiry'), '1230');
  await user.type(screen.getByTestId('card-cvv'), '123');
  return user;
}

describe('PaymentStep with saved cards', () => {
  it('says "You haven\'t added any card" above the card form, and saves the card when asked', async () => {
    const { api, onPaid } = setup(ok([]));
    expect(await screen.findByText(en.Messages.no_card_added)).toBeInTheDocument();
    const user = await typeCard();
    await user.click(screen.getByRole('checkbox', { name: en.Payment.save_card }));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(api.callsTo('POST /payment/tokenize')[0]?.body).toMatchObject({ saveCard: true });
  });

  it('does not save a card unless asked', async () => {
    const { api, onPaid } = setup(ok([]));
    const user = await typeCard();
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(api.callsTo('POST /payment/tokenize')[0]?.body).not.toHaveProperty('saveCard');
  });

  it('pays with a saved card in the TOKENIZATION mode, without typing it again', async () => {
    const { api, onPaid } = setup(ok([visa]));
    const option = await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    expect(option).toBeChecked();
    expect(screen.getByText('03/31')).toBeInTheDocument();
    expect(screen.queryByTestId('card-number')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(api.callsTo('POST /payment/tokenize')).toHaveLength(0);
    expect(api.callsTo('POST /payment/pay')[0]?.body).toMatchObject({
      method: 2,
      paymentMode: 'TOKENIZATION',
      savedCardId: visa.id,
    });
  });

  it('offers a new card beside the saved ones', async () => {
    setup(ok([visa]));
    await userEvent.setup().click(await screen.findByRole('radio', { name: en.Payment.new_card }));
    expect(await screen.findByTestId('card-number')).toBeInTheDocument();
  });

  it('leaves the card form alone when the club API has no saved cards', async () => {
    setup(failure(404, 'Not Found'));
    expect(await screen.findByTestId('card-number')).toBeInTheDocument();
    expect(screen.queryByText(en.Messages.no_card_added)).not.toBeInTheDocument();
  });

  it('shows a guest no saved cards and no offer to save', async () => {
    setup(ok([visa]), null);
    expect(await screen.findByTestId('card-number')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: en.Payment.save_card })).not.toBeInTheDocument();
    expect(screen.queryByText(en.Messages.no_card_added)).not.toBeInTheDocument();
  });
});
