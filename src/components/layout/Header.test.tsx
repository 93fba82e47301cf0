import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { aClub } from '@tests/builders/aClub';
import { setMockPathname } from '@tests/mocks/navigation';
import { loggedIn } from '@/store/sessionSlice';
import { openDropdown, selectActiveModule, selectOpenDropdown } from '@/store/uiSlice';
import { Header } from './Header';
import { MOBILE_MENU_DELAY_MS } from './useMobileMenu';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

function mainNav() {
  return screen.queryByRole('navigation', { name: 'Main' });
}

beforeEach(() => setMockPathname('/'));
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('Header', () => {
  it('shows the logo, linking home', () => {
    renderApp(<Header club={aClub()} siteType="customer" />);
    const logo = screen.getByRole('img', { name: 'Falcon Travel' });
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each(['/', '/about-us', '/contact-us', '/cms/privacy-policy', '/terms-and-conditions'])(
    'shows About us and Contact us on %s',
    (path) => {
      setMockPathname(path);
      renderApp(<Header club={aClub()} siteType="customer" />);
      const nav = mainNav()!;
      expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
      expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    },
  );

  it.each(['/flights', '/hotels/details', '/my-account', '/checkout'])(
    'hides About and Contact on %s',
    (path) => {
      setMockPathname(path);
      renderApp(<Header club={aClub()} siteType="customer" />);
      expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
    },
  );

  it('shows Flights and Hotels tabs on search pages, which go home and set the module', async () => {
    setMockPathname('/flights');
    const { store } = renderApp(<Header club={aClub()} siteType="customer" />);
    const hotels = within(mainNav()!).getByRole('link', { name: 'Hotels' });
    expect(hotels).toHaveAttribute('href', '/');
    expect(within(mainNav()!).getByRole('link', { name: 'Flights' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(hotels);
    expect(selectActiveModule(store().getState())).toBe('hotels');
  });

  it('has no tabs on the home page', () => {
    renderApp(<Header club={aClub()} siteType="customer" />);
    expect(screen.queryByRole('link', { name: 'Flights' })).not.toBeInTheDocument();
  });

  it('on an agent site the login link goes to /agent-login', () => {
    renderApp(<Header club={aClub()} siteType="agent" />);
    expect(screen.getByTestId('login-button')).toHaveAttribute('href', '/agent-login');
    expect(screen.getByTestId('login-button').tagName).toBe('A');
  });

  it('on a customer site the login button calls onLoginClick', async () => {
    const onLoginClick = vi.fn();
    renderApp(<Header club={aClub()} siteType="customer" onLoginClick={onLoginClick} />);
    const button = screen.getByTestId('login-button');
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveTextContent('Login or sign up');
    await userEvent.click(button);
    expect(onLoginClick).toHaveBeenCalledTimes(1);
  });

  it('hides the login button for a logged-in user and shows the actions slot', () => {
    const { store } = renderApp(
      <Header club={aClub()} siteType="customer" actions={<span>language picker</span>} />,
    );
    act(() => {
      store().dispatch(
        loggedIn({
          id: 1,
          firstName: 'A',
          lastName: 'B',
          image: null,
          email: 'a@b.c',
          language: 'en',
          currency: 'USD',
          userType: 5,
        }),
      );
    });
    expect(screen.queryByTestId('login-button')).not.toBeInTheDocument();
    expect(screen.getByText('language picker')).toBeInTheDocument();
  });

  it('marks checkout pages and turns dark after scrolling more than 5px', () => {
    setMockPathname('/flights/checkout');
    renderApp(<Header club={aClub()} siteType="customer" />);
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('site-header--checkout');
    expect(header).not.toHaveClass('header--dark');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 5, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('header--dark');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 6, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('header--dark');
  });

  it('closes the profile dropdown when scrolling on checkout', () => {
    setMockPathname('/checkout');
    const { store } = renderApp(<Header club={aClub()} siteType="customer" />);
    act(() => store().dispatch(openDropdown('profile')));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 40, configurable: true });
      fireEvent.scroll(window);
    });
    expect(selectOpenDropdown(store().getState())).toBeNull();
  });
});

describe('Header mobile menu', () => {
  it('opens at once, becomes active after 500ms, and Escape closes it and refocuses the button', () => {
    vi.useFakeTimers();
    const { store } = renderApp(<Header club={aClub()} siteType="customer" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(menu).toHaveAttribute('aria-label', 'Mobile menu');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(selectOpenDropdown(store().getState())).toBe('mobileMenu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(menu).not.toHaveClass('is-active');
    act(() => vi.advanceTimersByTime(MOBILE_MENU_DELAY_MS - 1));
    expect(menu).not.toHaveClass('is-active');
    act(() => vi.advanceTimersByTime(1));
    expect(menu).toHaveClass('is-active');
    expect(within(menu).getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(within(menu).getByTestId('mobile-login-button')).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(selectOpenDropdown(store().getState())).toBeNull();
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside', () => {
    const { store } = renderApp(
      <div>
        <Header club={aClub()} siteType="customer" />
        <p>outside</p>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(selectOpenDropdown(store().getState())).toBe('mobileMenu');
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(selectOpenDropdown(store().getState())).toBeNull();
  });

  it('login in the menu closes the menu and opens the popup', () => {
    const onLoginClick = vi.fn();
    const { store } = renderApp(<Header club={aClub()} siteType="customer" onLoginClick={onLoginClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByTestId('mobile-login-button'));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
    expect(selectOpenDropdown(store().getState())).toBeNull();
  });
});
