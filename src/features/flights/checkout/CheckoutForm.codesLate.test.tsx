import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './CheckoutForm';
import { fareHeld } from './flightCheckoutSlice';
import { emptyDraft } from './travellerRules';
import type { FlightSearch } from '../model';
import type { FakeAnswer } from '@tests/mocks/fakeApi';
import { appRoutes, renderApp } from '@tests/render';
import { aHeldFare } from '@tests/builders/aPersistedCheckout';
import { resetBrowserState } from '@tests/mocks/browserState';

beforeEach(() => resetBrowserState());

const oneAdult: FlightSearch = {
  tripType: 'oneway',
  legs: [{ from: 'DXB', to: 'LHR', date: '2026-07-01' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
  airline: null,
};

describe('flight checkout before the calling codes arrive (issue 30)', { timeout: 30_000 }, () => {
  it('says so on the phone field instead of doing nothing, then clears once they are in', async () => {
    let release: () => void = () => undefined;
    const codesArrive = new Promise<void>((resolve) => (release = resolve));
    const onResult = vi.fn();
    const fare = aHeldFare({ search: oneAdult });
    const view = renderApp(
      <CheckoutForm fare={fare} initial={emptyDraft(oneAdult, '')} today="2026-06-01" onResult={onResult} />,
      {
        routes: {
          'GET /common/country/list': async () => {
            await codesArrive;
            return appRoutes['GET /common/country/list'] as FakeAnswer;
          },
        },
      },
    );
    act(() => void view.store().dispatch(fareHeld(fare)));
    const user = userEvent.setup({ delay: null });
    const phone = await screen.findByRole('textbox', { name: 'Mobile number' });
    await user.type(phone, '501234567');
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'The country codes are still loading. Please try again in a moment.',
      ),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    release();
    await screen.findByRole('button', { name: /^Country code: .+ \+\d+$/ });
    await waitFor(() => expect(phone).not.toHaveAccessibleDescription(/country codes/));
    expect(phone).toHaveValue('501234567');
  });
});
