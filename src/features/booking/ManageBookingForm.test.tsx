import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';
import { failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import en from '@messages/en.json';
import ar from '@messages/ar.json';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { ManageBookingForm } from './ManageBookingForm';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
// The ALTCHA widget needs Web Workers and WebCrypto (tests/mocks/captcha).
vi.mock('@/components/forms/Captcha', () => import('@tests/mocks/captcha'));

const m = en.manageBooking;
const later = { timeout: 5000 };
const ID = '6f1c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';
const ticket = { ticket: 'the-ticket', expiresAt: '2026-11-20T10:10:00.000Z' };
const session = { bookingId: ID, moduleType: 1, accessToken: 'session-token', expiresAt: '' };

beforeEach(() => {
  mockRouter.push.mockClear();
});

function setup(routes: Record<string, FakeRoute>, locale: 'en' | 'ar' = 'en') {
  return renderApp(<ManageBookingForm />, { routes, locale });
}

async function fillIn(reference = 'k7qm2x', email = 'sara@mail.test') {
  await userEvent.type(screen.getByLabelText(m.reference), reference);
  await userEvent.type(screen.getByLabelText(m.email), email);
  await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
}

describe('ManageBookingForm', { timeout: 20_000 }, () => {
  it('names what is missing and sends nothing', async () => {
    const view = setup({ 'POST /manage-booking/code': ok(ticket) });
    await userEvent.click(screen.getByRole('button', { name: m.send_code }));
    expect(await screen.findByText(en.Validation.enter_booking_reference)).toBeInTheDocument();
    expect(screen.getByText(en.Validation.enter_email)).toBeInTheDocument();
    expect(screen.getByText(en.Validation.i_am_not_robot)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(m.reference), 'K7-Q');
    await userEvent.click(screen.getByRole('button', { name: m.send_code }));
    expect(await screen.findByText(en.Validation.enter_valid_booking_reference)).toBeInTheDocument();
    expect(view.api.callsTo('POST /manage-booking/code')).toHaveLength(0);
  });

  it('mails a code, takes it, and opens the booking’s page with the session kept in this tab', async () => {
    let tries = 0;
    const view = setup({
      'POST /manage-booking/code': ok(ticket, 200, 'sent'),
      'POST /manage-booking/session': (call) =>
        ++tries === 1
          ? failure(400, 'Wrong code. Please check the code in the e-mail and try again.')
          : call.body?.code === '123456'
            ? ok(session)
            : failure(400, 'unexpected'),
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: m.send_code }));
    expect(await screen.findByText('sara@mail.test', {}, later)).toBeInTheDocument();
    expect(view.api.callsTo('POST /manage-booking/code')[0]!.body).toEqual({
      reference: 'K7QM2X',
      email: 'sara@mail.test',
      captcha: { provider: 'altcha', token: 'solved-payload' },
    });

    const code = screen.getByLabelText(m.code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: m.open_booking }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.code_wrong));
    // Nothing typed is lost: the code is still there to correct or send again.
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: m.open_booking }));
    await vi.waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(`/my-bookings/flights/${ID}`));
    expect(view.api.callsTo('POST /manage-booking/session')[1]!.body).toEqual({
      ticket: 'the-ticket',
      code: '123456',
    });
    expect(readBookingAccess(ID)).toBe('session-token');
  });

  it('opens a hotel booking on the hotel booking page', async () => {
    setup({
      'POST /manage-booking/code': ok(ticket, 200, 'sent'),
      'POST /manage-booking/session': ok({ ...session, moduleType: 2 }),
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: m.send_code }));
    await userEvent.type(await screen.findByLabelText(m.code, {}, later), '123456');
    await userEvent.click(screen.getByRole('button', { name: m.open_booking }));
    await vi.waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(`/my-bookings/hotels/${ID}`));
    expect(readBookingAccess(ID)).toBe('session-token');
  });

  it('says when to try again after too many requests, and keeps what was typed', async () => {
    setup({ 'POST /manage-booking/code': failure(429, 'Too many', { 'retry-after': '600' }) });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: m.send_code }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please try again in 10 minutes'),
    );
    expect(screen.getByLabelText(m.reference)).toHaveValue('k7qm2x');
    expect(screen.getByLabelText(m.email)).toHaveValue('sara@mail.test');
  });

  it('goes back to the reference and e-mail, as typed, for a new code', async () => {
    setup({
      'POST /manage-booking/code': ok(ticket),
      'POST /manage-booking/session': failure(400, 'Too many wrong codes. Request a new code.'),
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: m.send_code }));
    await userEvent.type(await screen.findByLabelText(m.code, {}, later), '000000');
    await userEvent.click(screen.getByRole('button', { name: m.open_booking }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.code_dead));
    await userEvent.click(screen.getByRole('button', { name: m.start_again }));
    expect(await screen.findByLabelText(m.reference)).toHaveValue('K7QM2X');
    expect(screen.getByLabelText(m.email)).toHaveValue('sara@mail.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Arabic, the refused captcha too', async () => {
    setup(
      { 'POST /manage-booking/code': failure(400, 'Captcha verification failed. Please try again.') },
      'ar',
    );
    await userEvent.type(screen.getByLabelText(ar.manageBooking.reference), 'K7QM2X');
    await userEvent.type(screen.getByLabelText(ar.manageBooking.email), 'sara@mail.test');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: ar.manageBooking.send_code }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ar.manageBooking.captcha_failed));
  });
});
