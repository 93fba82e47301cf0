import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentStep } from './PaymentStep';
import { MODULE_TYPE, type PayableBooking, type PaymentResult } from './types';
import { failure, fakeApi, ok, type FakeAnswer, type FakeCall } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';

const booking: PayableBooking = {
  bookingId: 'b-1',
  moduleType: MODULE_TYPE.Flight,
  amount: 640.5,
  currency: 'USD',
  accessToken: 'guest-access-token',
};

const cardMethods = [
  { method: 1, name: 'DebitCard', paymentType: 1, labelKey: 'debit_card' },
  { method: 2, name: 'CreditCard', paymentType: 1, labelKey: 'credit_card' },
];
const walletMethod = {
  method: 6,
  name: 'Wallet',
  paymentType: 3,
  labelKey: 'wallet',
  availableBalance: 100,
  currency: 'USD',
};

function result(overrides: Partial<PaymentResult>): PaymentResult {
  return {
    paymentId: 'p-1',
    status: 'SUCCEEDED',
    bookingId: 'b-1',
    bookingStatus: 1,
    method: 1,
    paymentType: 1,
    amount: 640.5,
    currency: 'USD',
    message: 'Payment successful',
    refund: null,
    ...overrides,
  };
}

const declined = (message: string, status = 402): FakeAnswer => ({
  status,
  data: {
    data: result({ status: status === 409 ? 'CANCELLED' : 'FAILED', bookingStatus: 2, message }),
    message,
    statusCode: status,
  },
});

function setup(
  payAnswers: FakeAnswer[],
  methods: object[] = cardMethods,
  tokenize?: FakeAnswer,
  payable = booking,
) {
  const answers = [...payAnswers];
  const api = fakeApi({
    'GET /payment/methods': ok(methods),
    'POST /payment/tokenize':
      tokenize ?? ok({ paymentToken: 'tok', brand: 'visa', last4: '4242', expiresAt: '' }, 201),
    'POST /payment/pay': () => answers.shift() ?? failure(500, 'no more answers'),
  });
  const onPaid = vi.fn();
  const onExpired = vi.fn();
  renderApp(<PaymentStep booking={payable} onPaid={onPaid} onExpired={onExpired} />, {
    api,
  });
  return { api, onPaid, onExpired };
}

async function payByCard(number = '4242424242424242') {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('card-holder'), 'Sara Haddad');
  await user.type(screen.getByTestId('card-number'), number);
  await user.type(screen.getByTestId('card-expiry'), '1230');
  await user.type(screen.getByTestId('card-cvv'), '123');
  await user.click(screen.getByTestId('pay-button'));
  return user;
}

const keyOf = (call: FakeCall | undefined) => String(call?.headers?.['Idempotency-Key'] ?? '');

describe('PaymentStep', () => {
  it('takes the focus lost with "Continue to payment" to its heading, so it is announced', async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    setup([]);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Payment' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus the user put elsewhere', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    setup([]);
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('pays by card: tokenises, pays with a key and the access token, and reports success', async () => {
    const { api, onPaid } = setup([ok(result({}), 201)]);
    await payByCard();
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const [pay] = api.callsTo('POST /payment/pay');
    expect(pay?.body).toMatchObject({
      bookingId: 'b-1',
      moduleType: 1,
      method: 1,
      paymentToken: 'tok',
      accessToken: 'guest-access-token',
      amount: 640.5,
    });
    expect(keyOf(pay)).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo('POST /payment/tokenize')[0]?.body).toMatchObject({
      cardNumber: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2030,
    });
  });

  it('after a decline shows the message and pays the next card with a new key', async () => {
    const { api, onPaid } = setup([
      declined('This card is not valid, please enter another card'),
      ok(result({}), 201),
    ]);
    await payByCard('4000000000000002');
    expect(await screen.findByText('This card is not valid, please enter another card')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    await payByCard();
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const [first, second] = api.callsTo('POST /payment/pay');
    expect(keyOf(first)).not.toBe(keyOf(second));
  });

  it('shows the tokeniser refusing a card on the form, and pays nothing', async () => {
    const { api } = setup([], cardMethods, failure(400, 'This card is not valid, please enter another card'));
    await payByCard();
    expect(await screen.findByText('This card is not valid, please enter another card')).toBeInTheDocument();
    expect(api.callsTo('POST /payment/pay')).toHaveLength(0);
  });

  it.each([
    [declined('Payment failed'), 'Payment failed'],
    [declined('Payment has been Cancelled', 409), 'Payment has been Cancelled'],
  ])('shows the failure %#', async (answer, text) => {
    setup([answer]);
    await payByCard();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [MODULE_TYPE.Flight, 'Sorry your flight booking failed due to payment issue'],
    [MODULE_TYPE.Hotel, 'Sorry your hotel booking failed due to payment issue'],
  ])('says the booking (module %s) failed because of the payment', async (moduleType, text) => {
    setup([declined('Payment failed')], cardMethods, undefined, { ...booking, moduleType });
    await payByCard();
    expect(await screen.findByTestId('payment-failed-booking')).toHaveTextContent(text);
  });

  it('says nothing of the booking for a cancelled payment', async () => {
    setup([declined('Payment has been Cancelled', 409)]);
    await payByCard();
    await screen.findByText('Payment has been Cancelled');
    expect(screen.queryByTestId('payment-failed-booking')).not.toBeInTheDocument();
  });

  it('resends an unanswered attempt with the same key, and says not to refresh while paying', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined;
    const slow = new Promise<FakeAnswer>((resolve) => (release = resolve));
    const answers: (FakeAnswer | Promise<FakeAnswer>)[] = [failure(503, ''), slow];
    const api = fakeApi({
      'GET /payment/methods': ok(cardMethods),
      'POST /payment/tokenize': ok({ paymentToken: 'tok', brand: 'visa', last4: '4242', expiresAt: '' }, 201),
      'POST /payment/pay': () => answers.shift() ?? failure(500, ''),
    });
    const onPaid = vi.fn();
    renderApp(<PaymentStep booking={booking} onPaid={onPaid} onExpired={vi.fn()} />, {
      api,
    });
    const user = await payByCard();
    await user.click(await screen.findByRole('button', { name: 'Send the payment again' }));
    expect(await screen.findByText('Do not refresh this page')).toBeInTheDocument();
    expect(screen.getByText('Your booking is in progress, Please do not refresh')).toBeInTheDocument();
    expect(screen.getByTestId('pay-button')).toBeDisabled();
    release(ok(result({}), 201));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const [first, second] = api.callsTo('POST /payment/pay');
    expect(keyOf(second)).toBe(keyOf(first));
    expect(second?.body).toEqual(first?.body);
  });

  it('pays from the wallet, showing the balance, and reports an insufficient balance', async () => {
    setup([declined('Insufficient wallet balance')], [...cardMethods, walletMethod]);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Wallet'));
    expect(screen.getByTestId('payment-wallet-balance')).toHaveTextContent('100.00');
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Your wallet balance is not enough for this booking')).toBeInTheDocument();
  });

  it('sends an airline refusal on as paid, and an expired booking back', async () => {
    const { onPaid } = setup([ok(result({ bookingStatus: 5 }), 201)]);
    await payByCard();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ bookingStatus: 5 })));
  });
});

describe('PaymentStep while a payment is on its way', () => {
  it('reports the attempt’s key and method (never the card), warns before unload, then reports the answer', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({
      'GET /payment/methods': ok(cardMethods),
      'POST /payment/tokenize': ok({ paymentToken: 'tok', brand: 'visa', last4: '4242', expiresAt: '' }, 201),
      'POST /payment/pay': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const onAttemptSent = vi.fn();
    const onAttemptSettled = vi.fn();
    renderApp(
      <PaymentStep
        booking={booking}
        onPaid={vi.fn()}
        onExpired={vi.fn()}
        onAttemptSent={onAttemptSent}
        onAttemptSettled={onAttemptSettled}
      />,
      { api },
    );
    await payByCard();
    await waitFor(() => expect(api.callsTo('POST /payment/pay')).toHaveLength(1));
    const key = keyOf(api.callsTo('POST /payment/pay')[0]);
    expect(onAttemptSent).toHaveBeenCalledWith(key, 1);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    expect(onAttemptSettled).not.toHaveBeenCalled();

    answer(ok(result({}), 201));
    await waitFor(() => expect(onAttemptSettled).toHaveBeenCalled());
    const afterwards = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(afterwards);
    expect(afterwards.defaultPrevented).toBe(false);
  });
});

describe('PaymentStep, card entry (issue 30 item 22)', () => {
  it('offers only the methods the club’s API lists: a Gulf club’s cards, no UPI or net banking', async () => {
    setup([]);
    expect(await screen.findByTestId('card-number')).toBeInTheDocument();
    expect(screen.queryByText(/UPI/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Net banking/i)).not.toBeInTheDocument();
  });

  it.each([
    ['en', '4406 4700 0000 0000', 'Card type: mada'],
    ['ar', '4406 4700 0000 0000', 'نوع البطاقة: مدى'],
    ['en', '4242 4242 4242 4242', 'Card type: Visa'],
  ] as const)('names the card as it is typed (%s): %s', async (locale, number, said) => {
    const api = fakeApi({ 'GET /payment/methods': ok(cardMethods) });
    renderApp(<PaymentStep booking={booking} onPaid={vi.fn()} onExpired={vi.fn()} />, { api, locale });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('card-number'), number);
    expect(screen.getByTestId('card-brand')).toHaveTextContent(said);
  });
});
