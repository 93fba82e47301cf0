import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { setMockPathname } from '@tests/mocks/navigation';
import { selectIsOnline, setPageWorksOffline } from '@/store/uiSlice';
import { OfflineDialog } from './OfflineDialog';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

let online = true;

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

beforeEach(() => {
  online = true;
  setMockPathname('/');
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

describe('OfflineDialog', () => {
  it('is hidden while online', () => {
    renderApp(<OfflineDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an accessible dialog on the offline event and hides on the online event', () => {
    const { store } = renderApp(<OfflineDialog />);
    goOffline();
    const dialog = screen.getByRole('dialog', { name: 'You are offline' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please check your network connection and try again.');
    expect(selectIsOnline(store().getState())).toBe(false);
    expect(screen.getByRole('button', { name: 'Reconnect' })).toHaveFocus();

    goOnline();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectIsOnline(store().getState())).toBe(true);
  });

  it('stays away from a page that works offline (a saved booking), and comes back when it goes', () => {
    const { store } = renderApp(<OfflineDialog />);
    act(() => {
      store().dispatch(setPageWorksOffline(true));
    });
    goOffline();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store().dispatch(setPageWorksOffline(false));
    });
    expect(screen.getByRole('dialog', { name: 'You are offline' })).toBeInTheDocument();
  });

  it('shows when the page loads offline', () => {
    online = false;
    renderApp(<OfflineDialog />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('rechecks on a route change', () => {
    const { rerender } = renderApp(<OfflineDialog />);
    online = false; // no event fired: only the route change notices
    setMockPathname('/flights');
    rerender(<OfflineDialog />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reconnect says so while still offline, and reloads once back online', () => {
    const onReconnected = vi.fn();
    renderApp(<OfflineDialog onReconnected={onReconnected} />);
    goOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(onReconnected).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('You are still offline');

    online = true; // back online, but the event has not arrived yet
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', () => {
    renderApp(<OfflineDialog />);
    goOffline();
    const button = screen.getByRole('button', { name: 'Reconnect' });
    fireEvent.keyDown(button, { key: 'Tab' });
    expect(button).toHaveFocus();
  });

  it('speaks Arabic', () => {
    renderApp(<OfflineDialog />, { locale: 'ar' });
    goOffline();
    expect(screen.getByRole('button', { name: 'إعادة الاتصال' })).toBeInTheDocument();
  });
});
