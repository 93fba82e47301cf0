import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_TYPE } from '@/lib/session/user';
import { selectOpenDropdown } from '@/store/uiSlice';
import { failure, ok } from '@tests/mocks/fakeApi';
import { setMockPathname } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';
import { resetBrowserState } from '@tests/mocks/browserState';
import { holdIdleCallbacks } from '@tests/mocks/idle';
import { SiteHeader } from './SiteHeader';
import { aClub } from '@tests/builders/aClub';
import { aProfileFor, aSessionToken, aSessionUser } from '@tests/builders/aSessionUser';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const club = aClub({
  currencies: [
    { code: 'USD', name: 'US Dollar', icon: '', symbol: '$' },
    { code: 'AED', name: 'UAE Dirham', icon: '', symbol: 'د.إ' },
  ],
});

const walletRoutes = {
  'GET /agent/wallet/available/balance/3': ok({ availableBalance: 5000, currency: 'USD', points: 12500 }),
  'GET /agent/staff/wallet/available/balance/3': ok({
    availableBalance: 1250.5,
    currency: 'USD',
    points: null,
  }),
};

/** Logged in as the app finds it on load: a stored token, and the profile the API answers for it. */
function renderHeader(userType: number | null, routes = {}) {
  const user = aSessionUser({ userType: userType ?? 5 });
  if (userType !== null) window.localStorage.setItem('auth_token', aSessionToken(user));
  const view = renderApp(
    <div>
      <SiteHeader club={club} siteType="customer" />
      <p>outside</p>
    </div>,
    {
      toaster: true,
      club,
      routes: { 'GET /auth/profile': ok(aProfileFor(user)), ...walletRoutes, ...routes },
    },
  );
  return view;
}

async function loggedInHeader(userType: number | null, routes = {}) {
  const view = renderHeader(userType, routes);
  if (userType !== null) await screen.findByTestId('profile-menu-button');
  // The dropdowns hydrate from their own chunk.
  await screen.findByTestId('header-preferences');
  await screen.findByTestId('mobile-preferences');
  return view;
}

beforeEach(() => {
  resetBrowserState();
  setMockPathname('/');
});
afterEach(() => vi.unstubAllGlobals());

const actions = () => screen.getByTestId('header-preferences').parentElement!;

describe('what each kind of user sees in the header', () => {
  it.each([
    // role, login button, My account, My bookings, wallet, dashboard, logout
    ['guest', null, true, false, false, false, false, false],
    ['customer', USER_TYPE.REGISTERED, false, true, true, false, false, true],
    ['agent', USER_TYPE.AGENT, false, true, false, '$5,000.00', true, true],
    ['sub-agent', USER_TYPE.SUB_AGENT, false, true, false, '$5,000.00', true, true],
    ['staff user', USER_TYPE.STAFF_USER, false, true, false, '$1,250.50', true, true],
  ] as const)('%s', async (_, userType, login, account, bookings, wallet, dashboard, logout) => {
    await loggedInHeader(userType);
    const bar = actions();
    expect(within(bar).getByRole('button', { name: /^Country/ })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /^Language/ })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /^Currency/ })).toBeInTheDocument();
    expect(within(bar).queryByTestId('login-button') !== null).toBe(login);
    if (userType === null) {
      expect(screen.queryByTestId('profile-menu-button')).not.toBeInTheDocument();
      return;
    }
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    const menu = screen.getByTestId('profile-menu');
    expect(within(menu).queryByRole('link', { name: 'My account' }) !== null).toBe(account);
    expect(within(menu).queryByRole('link', { name: 'My bookings' }) !== null).toBe(bookings);
    expect(within(menu).queryByRole('button', { name: /Go to dashboard/ }) !== null).toBe(dashboard);
    expect(within(menu).queryByRole('button', { name: 'Logout' }) !== null).toBe(logout);
    if (wallet)
      await waitFor(() => expect(within(menu).getByTestId('wallet-amount')).toHaveTextContent(wallet));
    else expect(within(menu).queryByTestId('wallet-balance')).not.toBeInTheDocument();
  });

  it('the compact bar (below 1200px) shows who is signed in, beside the menu button (issue 30, item 30)', async () => {
    await loggedInHeader(USER_TYPE.REGISTERED);
    // The compact bar's menu is a lazily loaded part of its own, not the bar's that was awaited.
    const link = await screen.findByRole('link', { name: 'Signed in as Sara Khan: my account' });
    expect(link).toHaveAttribute('href', '/my-account');
    expect(link).toHaveTextContent('SK');
    // In the bar itself, not inside the closed menu; the part hidden from 1200px, where the
    // profile dropdown shows the session instead.
    expect(link.closest('.mobile-menu')).toBeNull();
    expect(link.closest('.site-header__compact')).toHaveClass('d-xl-none');
    expect(link.closest('.site-header__compact')?.nextElementSibling).toBe(
      screen.getByRole('button', { name: 'Open menu' }),
    );
  });

  it('a guest has no signed-in sign in the compact bar', async () => {
    await loggedInHeader(null);
    expect(screen.queryByRole('link', { name: /^Signed in as/ })).not.toBeInTheDocument();
  });

  it('the mobile menu offers the same items plus login', async () => {
    await loggedInHeader(null);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    for (const name of [/^Country/, /^Language/, /^Currency/])
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    expect(within(menu).getByTestId('mobile-login-button')).toBeInTheDocument();
  });

  it("an agent's mobile menu has the wallet and the dashboard, and no My bookings", async () => {
    await loggedInHeader(USER_TYPE.AGENT);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    await waitFor(() => expect(within(menu).getByTestId('wallet-amount')).toHaveTextContent('$5,000.00'));
    expect(within(menu).getByTestId('agent-points')).toHaveTextContent('Agent points12,500');
    expect(within(menu).getByRole('button', { name: /Go to dashboard/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
  });

  it("an agent's Go to dashboard in the bar opens the panel with a hand-off token", async () => {
    const tab = { opener: {}, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await loggedInHeader(USER_TYPE.STAFF_USER, {
      'POST /auth/handoff-token': ok({ token: 'one.time.token', expiresIn: 60 }, 201),
    });
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    const dashboard = within(screen.getByTestId('profile-menu')).getByTestId('dashboard-button');
    // Pressing inside the open dropdown must not close it before the click lands.
    fireEvent.mouseDown(dashboard);
    expect(screen.getByTestId('profile-menu-button')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(dashboard);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        'https://panel.falcon.example.test/?token=one.time.token',
      ),
    );
    expect(screen.getByTestId('profile-menu-button')).toHaveAttribute('aria-expanded', 'false');
    open.mockRestore();
  });

  it("shows the agent's points beside the wallet in the bar's menu, translated and isolated", async () => {
    await loggedInHeader(USER_TYPE.AGENT);
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    const menu = screen.getByTestId('profile-menu');
    const amount = await within(menu).findByTestId('agent-points-amount');
    expect(amount).toHaveTextContent('12,500');
    expect(amount.tagName).toBe('BDI');
    expect(within(menu).getByTestId('agent-points')).toHaveTextContent('Agent points');
  });

  it('shows no points when the club awards none (points null)', async () => {
    const { store } = await loggedInHeader(USER_TYPE.STAFF_USER);
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    const menu = screen.getByTestId('profile-menu');
    await waitFor(() => expect(within(menu).getByTestId('wallet-amount')).toHaveTextContent('$1,250.50'));
    expect(store().getState().wallet.status).toBe('ready');
    expect(within(menu).queryByTestId('agent-points')).not.toBeInTheDocument();
  });

  it('shows a wallet of 0 when the balance call fails', async () => {
    const { store } = await loggedInHeader(USER_TYPE.AGENT, {
      'GET /agent/wallet/available/balance/3': failure(500, 'Wallet service down'),
    });
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    const menu = screen.getByTestId('profile-menu');
    await waitFor(() => expect(store().getState().wallet.status).toBe('failed'));
    expect(within(menu).getByTestId('wallet-amount')).toHaveTextContent('$0.00');
    expect(within(menu).queryByTestId('agent-points')).not.toBeInTheDocument();
    expect(screen.queryByText('Wallet service down')).not.toBeInTheDocument();
  });
});

describe("the header's background work", () => {
  // Its chunk loaded beforehand, so that on a render where it mounts at once its calls start at once.
  beforeAll(() => import('./HeaderEffects'));

  it('starts the session check once the browser is idle after hydration, and restores the session then', async () => {
    const idle = holdIdleCallbacks();
    const view = renderHeader(USER_TYPE.REGISTERED);
    await screen.findByTestId('header-preferences');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(view.api.callsTo('GET /auth/profile')).toHaveLength(0);
    expect(screen.queryByTestId('profile-menu-button')).not.toBeInTheDocument();

    idle.runOnce();
    await screen.findByTestId('profile-menu-button');
    expect(view.api.callsTo('GET /auth/profile')).toHaveLength(1);
  });

  it("loads the currency's data at an idle moment of its own, after the session check", async () => {
    const idle = holdIdleCallbacks();
    const view = renderHeader(null);
    await screen.findByTestId('header-preferences');
    idle.runOnce();
    // The session check's idle moment has passed; the currency data waits for the next one.
    await waitFor(() => expect(idle.pending()).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.api.callsTo('GET /currency/flight/currency-code/USD')).toHaveLength(0);

    idle.runOnce();
    await waitFor(() => expect(view.api.callsTo('GET /currency/flight/currency-code/USD')).toHaveLength(1));
  });
});

describe("an agent's branding on the header", () => {
  const branding = ok({
    logoUrl: 'http://api.test/assets/agent-logo/0123abcd.png',
    primaryColor: '#7A1F5C',
    secondaryColor: '#fc0',
  });

  it.each([
    ['agent', USER_TYPE.AGENT],
    ['sub-agent', USER_TYPE.SUB_AGENT],
    ['staff user', USER_TYPE.STAFF_USER],
  ] as const)("a logged-in %s sees their agent's logo and colours", async (_, userType) => {
    await loggedInHeader(userType, { 'GET /agent/branding': branding });
    const wrapper = screen.getByTestId('site-header-brand');
    await waitFor(() => expect(wrapper).toHaveClass('agent-branded'));
    expect(wrapper.style.getPropertyValue('--agent-primary')).toBe('#7a1f5c');
    expect(wrapper.style.getPropertyValue('--agent-secondary')).toBe('#fc0');
    expect(within(wrapper).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      'http://api.test/assets/agent-logo/0123abcd.png',
    );
  });

  it('puts the colours on the whole agent site, not the header alone, and takes them away again (issue 30 item 16)', async () => {
    const view = await loggedInHeader(USER_TYPE.AGENT, { 'GET /agent/branding': branding });
    const root = document.documentElement;
    await waitFor(() => expect(root).toHaveClass('agent-branded'));
    expect(root.style.getPropertyValue('--agent-primary')).toBe('#7a1f5c');
    expect(root.style.getPropertyValue('--agent-on-primary')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--agent-secondary')).toBe('#fc0');
    view.unmount();
    expect(root).not.toHaveClass('agent-branded');
    expect(root.style.getPropertyValue('--agent-primary')).toBe('');
  });

  it("a customer keeps the club's branding (the agent call is not made)", async () => {
    const view = await loggedInHeader(USER_TYPE.REGISTERED, { 'GET /agent/branding': branding });
    expect(screen.getByTestId('site-header-brand')).not.toHaveClass('agent-branded');
    expect(document.documentElement).not.toHaveClass('agent-branded');
    expect(view.api.callsTo('GET /agent/branding')).toHaveLength(0);
  });

  it('an applicant (not approved) sees their application in the menu, not a wallet or the panel', async () => {
    const user = aSessionUser({ userType: USER_TYPE.AGENT });
    window.localStorage.setItem('auth_token', aSessionToken(user));
    const view = renderApp(<SiteHeader club={club} siteType="agent" />, {
      club,
      routes: { 'GET /auth/profile': ok({ ...aProfileFor(user), agentApproval: 2 }), ...walletRoutes },
    });
    await userEvent.click(await screen.findByTestId('profile-menu-button'));
    const menu = screen.getByTestId('profile-menu');
    expect(within(menu).getByRole('link', { name: 'My application' })).toHaveAttribute(
      'href',
      '/agent-review',
    );
    expect(within(menu).queryByTestId('wallet-balance')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: /Go to dashboard/ })).not.toBeInTheDocument();
    expect(view.api.callsTo('GET /agent/wallet/available/balance/3')).toHaveLength(0);
  });

  it('a colour that is not a hex code never reaches the style', async () => {
    await loggedInHeader(USER_TYPE.AGENT, {
      'GET /agent/branding': ok({
        logoUrl: null,
        primaryColor: 'red;}body{display:none',
        secondaryColor: '#abc',
      }),
    });
    const wrapper = screen.getByTestId('site-header-brand');
    await waitFor(() => expect(wrapper).toHaveClass('agent-branded'));
    expect(wrapper.style.getPropertyValue('--agent-secondary')).toBe('#abc');
    expect(wrapper.style.getPropertyValue('--agent-primary')).toBe('');
    expect(wrapper.getAttribute('style')).not.toContain('red');
    // Nowhere in the page: no style attribute or style sheet holds any of it.
    const styles = [
      ...Array.from(document.querySelectorAll('[style]'), (element) => element.getAttribute('style')),
      ...Array.from(document.querySelectorAll('style'), (element) => element.textContent),
    ].join('\n');
    expect(styles).not.toMatch(/display:\s*none|}body{/);
    expect(getComputedStyle(document.body).display).not.toBe('none');
  });
});

describe('header dropdowns', () => {
  const bar = () => within(actions());
  const dropdowns = [
    ['country', /^Country/],
    ['language', /^Language/],
    ['currency', /^Currency/],
    ['profile', /^Account menu/],
  ] as const;

  it('are mutually exclusive, with each other and the mobile menu', async () => {
    const { store } = await loggedInHeader(USER_TYPE.REGISTERED);
    for (const [name, label] of dropdowns) {
      await userEvent.click(bar().getByRole('button', { name: label }));
      expect(selectOpenDropdown(store().getState())).toBe(name);
      const expanded = screen.getAllByRole('button', { expanded: true });
      expect(expanded).toHaveLength(1);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(selectOpenDropdown(store().getState())).toBe('mobileMenu');
    expect(bar().getByRole('button', { name: /^Account menu/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(dropdowns)('%s closes on a click outside', async (_, label) => {
    const { store } = await loggedInHeader(USER_TYPE.REGISTERED);
    const toggle = bar().getByRole('button', { name: label });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(selectOpenDropdown(store().getState())).toBeNull();
  });

  it.each(dropdowns)('%s closes on Escape and gives focus back to its button', async (_, label) => {
    await loggedInHeader(USER_TYPE.REGISTERED);
    const toggle = bar().getByRole('button', { name: label });
    await userEvent.click(toggle);
    // Focus is inside the dropdown (the search box, the chosen item) or on the button.
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the language and currency menus work from the keyboard', async () => {
    await loggedInHeader(null);
    const currency = bar().getByRole('button', { name: /^Currency/ });
    currency.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = within(screen.getByRole('menu', { name: 'Choose a currency' })).getAllByRole(
      'menuitemradio',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^USD/),
      expect.stringMatching(/^AED/),
    ]);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('a');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bar().getByRole('button', { name: /^Currency: AED/ })).toHaveFocus());

    const language = bar().getByRole('button', { name: /^Language/ });
    language.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the profile menu moves with the arrow keys', async () => {
    await loggedInHeader(USER_TYPE.REGISTERED);
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus();
  });

  it('a section opened inside the mobile menu closes on Escape, and the menu stays open', async () => {
    const { store } = await loggedInHeader(null);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    const language = within(menu).getByRole('button', { name: /^Language/ });
    await userEvent.click(language);
    expect(within(menu).getByRole('menu')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: /^Currency/ }));
    expect(within(menu).getAllByRole('menu')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(within(menu).queryByRole('menu')).not.toBeInTheDocument();
    expect(selectOpenDropdown(store().getState())).toBe('mobileMenu');
  });
});
