import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import ar from '@messages/ar.json';
import { ErrorView } from './ErrorView';
import { FullScreenLoader } from './FullScreenLoader';
import { NoConfigView } from './NoConfigView';
import { AppToaster } from './AppToaster';
import { toastError, toastSuccess } from './toast';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

describe('ErrorView', () => {
  it('offers a retry and a way home', async () => {
    const onRetry = vi.fn();
    renderApp(<ErrorView onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('NoConfigView', () => {
  it('renders without any club or store, in Arabic too, and retries', async () => {
    const onRetry = vi.fn();
    render(
      <NextIntlClientProvider locale="ar" messages={ar} timeZone="Europe/Vienna">
        <NoConfigView onRetry={onRetry} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'هذا الموقع غير متاح حاليًا' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('explains in English', () => {
    renderApp(<NoConfigView />);
    expect(screen.getByText(/configuration/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('FullScreenLoader', () => {
  it('is a status with an accessible loading text', () => {
    renderApp(<FullScreenLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says what the page waits for, visibly, over the whole viewport', () => {
    renderApp(<FullScreenLoader label="Loading your booking…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your booking…');
    expect(status).toHaveClass('full-screen-loader');
    // The text is seen, not only read out: not inside a visually hidden span.
    expect(screen.getByText('Loading your booking…')).not.toHaveClass('visually-hidden');
  });
});

describe('AppToaster', () => {
  it('shows success and error toasts', async () => {
    renderApp(<AppToaster />);
    act(() => {
      toastSuccess('Saved');
      toastError('Oops. Something went wrong. Please try again.');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByText('Oops. Something went wrong. Please try again.')).toBeInTheDocument();
    const success = screen.getByText('Saved').closest('.Toastify__toast');
    expect(success).toHaveClass('Toastify__toast--success', 'app-toast');
    expect(screen.getAllByRole('button', { name: 'Close notification' }).length).toBeGreaterThan(0);
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
