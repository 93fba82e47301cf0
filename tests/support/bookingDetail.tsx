import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import en from '@messages/en.json';
import { renderApp } from '@tests/render';
import type { FakeRoute } from '@tests/mocks/fakeApi';

const m = en.myBookings;

/** How long a page's first answer may take on a loaded machine. */
export const later = { timeout: 5000 };

/** A module's booking page (`bookingId` its one prop) for a signed-in user (3), the API answering `routes`. */
export function openBookingPage(
  Page: ComponentType<{ bookingId: string }>,
  bookingId: string,
  routes: Record<string, FakeRoute>,
) {
  return renderApp(<Page bookingId={bookingId} />, { user: { id: 3 }, routes });
}

/**
 * A booking's detail page, both modules: gives the cancel form's reason, confirms, and checks that
 * the page then reads the booking as cancelled with that reason.
 */
export async function cancelFor(reason: string) {
  await userEvent.type(screen.getByRole('textbox', { name: m.reason_label }), reason);
  await userEvent.click(screen.getByRole('button', { name: m.confirm_cancel }));
  expect(
    (await screen.findByText(reason, { ignore: 'textarea, script, style' })).parentElement,
  ).toHaveTextContent(`${m.cancel_reason} ${reason}`);
  expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled');
}

/** The page says the booking was not found (the API answered 404). */
export async function expectNotFound(within = later) {
  expect(await screen.findByRole('heading', { name: en.NotFound.title }, within)).toBeInTheDocument();
}
