import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '@messages/en.json';
import { PaymentStep } from './PaymentStep';
import { MODULE_TYPE, type PayableBooking } from './types';
import { fakeApi, ok } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';

/** The specification's agent payment modes (AGENT=1, WALLET=2) at the payment step. */

const booking: PayableBooking = {
  bookingId: 'b-1',
  moduleType: MODULE_TYPE.Flight,
  amount: 640.5,
  currency: 'USD',
  accessToken: null,
};
const upi = { method: 3, name: 'UPI', paymentType: 1, labelKey: 'upi' };
const card = { method: 2, name: 'CreditCard', paymentType: 1, labelKey: 'credit_card' };
const wallet = {
  method: 6,
  name: 'Wallet',
  paymentType: 3,
  labelKey: 'wallet',
  availableBalance: 900,
  currency: 'USD',
};
const paid = {
  paymentId: 'p-1',
  status: 'SUCCEEDED',
  bookingId: 'b-1',
  bookingStatus: 1,
  method: 6,
  paymentType: 3,
  amount: 640.5,
  currency: 'USD',
  message: 'Payment successful',
  refund: null,
};

function setup(methods: object[], userType: number | null) {
  const api = fakeApi({
    'GET /payment/methods': ok(methods),
    'POST /payment/pay': ok(paid, 201),
  });
  const onPaid = vi.fn();
  renderApp(<PaymentStep booking={booking} onPaid={onPaid} onExpired={vi.fn()} />, {
    api,
    user: userType === null ? null : { id: 7, userType },
  });
  return { api, onPaid };
}

describe('PaymentStep for an agent (agent payment modes)', () => {
  it('shows the two modes as groups and sends WALLET with a wallet payment', async () => {
    const { api, onPaid } = setup(
      [
        { ...card, agentPaymentMode: 1 },
        { ...wallet, agentPaymentMode: 2 },
      ],
      6,
    );
    const direct = await screen.findByRole('group', { name: en.Payment.agent_modes.agent });
    const fromWallet = screen.getByRole('group', { name: en.Payment.agent_modes.wallet });
    expect(within(direct).getByRole('radio', { name: en.Payment.methods.credit_card })).toBeInTheDocument();
    expect(within(fromWallet).getByRole('radio', { name: en.Payment.methods.wallet })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(fromWallet).getByRole('radio', { name: en.Payment.methods.wallet }));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(api.callsTo('POST /payment/pay')[0]?.body).toMatchObject({ method: 6, agentPaymentMode: 2 });
  });

  it('sends AGENT with a direct payment', async () => {
    const { api } = setup(
      [
        { ...upi, agentPaymentMode: 1 },
        { ...wallet, agentPaymentMode: 2 },
      ],
      7,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(en.Payment.upi_id), 'agency@okbank');
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(api.callsTo('POST /payment/pay')).toHaveLength(1));
    expect(api.callsTo('POST /payment/pay')[0]?.body).toMatchObject({ method: 3, agentPaymentMode: 1 });
  });

  it('groups an agent’s methods from an API that does not mark modes, and sends it no mode', async () => {
    const { api } = setup([upi, wallet], 8);
    expect(await screen.findByRole('group', { name: en.Payment.agent_modes.wallet })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: en.Payment.methods.wallet }));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(api.callsTo('POST /payment/pay')).toHaveLength(1));
    expect(api.callsTo('POST /payment/pay')[0]?.body).not.toHaveProperty('agentPaymentMode');
  });

  it('shows a customer no modes, and sends none', async () => {
    const { api } = setup([upi], 5);
    await screen.findByRole('radio', { name: en.Payment.methods.upi });
    expect(screen.queryByRole('group', { name: en.Payment.agent_modes.agent })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(en.Payment.upi_id), 'sara@okbank');
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(api.callsTo('POST /payment/pay')).toHaveLength(1));
    expect(api.callsTo('POST /payment/pay')[0]?.body).not.toHaveProperty('agentPaymentMode');
  });
});
