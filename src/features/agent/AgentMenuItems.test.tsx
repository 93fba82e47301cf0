import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_TYPE } from '@/lib/session/user';
import { failure, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { resetBrowserState } from '@tests/mocks/browserState';
import { aClub } from '@tests/builders/aClub';
import type { ApiClient } from '@/lib/api/client';
import { DashboardItem, formatAgentPoints, formatWalletBalance } from './AgentMenuItems';
import { makeStore } from '@/store/makeStore';
import { agentApi, agentPanelHref, walletBalancePath } from './api';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

function fakeTab() {
  return { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
}

beforeEach(() => resetBrowserState());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDashboard(handoff: FakeAnswer | (() => Promise<FakeAnswer>), onDone = vi.fn()) {
  return renderApp(
    <ul>
      <DashboardItem onDone={onDone} />
    </ul>,
    {
      toaster: true,
      club: aClub({ agentPanelUrl: 'http://127.0.0.1:4100/agent-panel' }),
      user: { userType: USER_TYPE.AGENT },
      routes: { 'POST /auth/handoff-token': handoff },
    },
  );
}

describe('go to dashboard', () => {
  it('opens the tab inside the click, cut off from this page, then sends it to the panel with a hand-off token', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answer: (value: FakeAnswer) => void = () => undefined;
    const onDone = vi.fn();
    const { api } = renderDashboard(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)), onDone);
    await userEvent.click(screen.getByRole('button', { name: /^Go to dashboard\s*\(opens in a new tab\)$/ }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(onDone).toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo('POST /auth/handoff-token')).toHaveLength(1));
    await act(async () => answer(ok({ token: 'hand.off.token', expiresIn: 60 }, 201)));
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        'http://127.0.0.1:4100/agent-panel?token=hand.off.token',
      ),
    );
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and says so when the token call fails', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderDashboard(failure(403, 'Only agents, sub-agents and staff users can open the agent panel'));
    await userEvent.click(screen.getByRole('button', { name: /Go to dashboard/ }));
    expect(
      await screen.findByText('Only agents, sub-agents and staff users can open the agent panel'),
    ).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('opens the panel directly when the blank tab was blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDashboard(ok({ token: 'abc', expiresIn: 60 }, 201));
    await userEvent.click(screen.getByRole('button', { name: /Go to dashboard/ }));
    await waitFor(() =>
      expect(open).toHaveBeenLastCalledWith(
        'http://127.0.0.1:4100/agent-panel?token=abc',
        '_blank',
        'noopener',
      ),
    );
  });

  it('is not offered when the club has no agent panel', () => {
    renderApp(
      <ul>
        <DashboardItem onDone={vi.fn()} />
      </ul>,
      { toaster: true, club: aClub({ agentPanelUrl: null }), user: { userType: USER_TYPE.AGENT } },
    );
    expect(screen.queryByRole('button', { name: /Go to dashboard/ })).not.toBeInTheDocument();
  });
});

describe('wallet helpers', () => {
  it.each([
    [USER_TYPE.AGENT, 9, '/agent/wallet/available/balance/9'],
    [USER_TYPE.SUB_AGENT, 9, '/agent/wallet/available/balance/9'],
    [USER_TYPE.STAFF_USER, 9, '/agent/staff/wallet/available/balance/9'],
  ])('user type %i reads its balance at %s', (userType, id, path) => {
    expect(walletBalancePath(userType, id)).toBe(path);
  });

  it.each([
    [5000, 'en', '$5,000.00'],
    [12500.5, 'ar', '$12,500.50'],
    [0, 'en', '$0.00'],
  ])('shows %d as %s (%s)', (balance, locale, text) => {
    expect(formatWalletBalance(balance, locale)).toBe(text);
  });

  it.each([
    [1250, 'en', '1,250'],
    [1250, 'ar', '1,250'],
    [0, 'en', '0'],
    [1234567, 'en', '1,234,567'],
  ])('shows %d points as %s (%s)', (points, locale, text) => {
    expect(formatAgentPoints(points, locale)).toBe(text);
  });

  it.each([
    [
      { availableBalance: 10, currency: 'USD', points: 1250 },
      { availableBalance: 10, points: 1250 },
    ],
    [
      { availableBalance: '10.50', currency: 'USD', points: null },
      { availableBalance: 10.5, points: null },
    ],
    [
      { availableBalance: 10, currency: 'USD' },
      { availableBalance: 10, points: null },
    ],
    [
      { availableBalance: 10, currency: 'USD', points: -3 },
      { availableBalance: 10, points: null },
    ],
    [
      { availableBalance: 10, currency: 'USD', points: 1.5 },
      { availableBalance: 10, points: null },
    ],
    [
      { availableBalance: 10, currency: 'USD', points: '' },
      { availableBalance: 10, points: null },
    ],
    [
      { availableBalance: 'x', currency: 'USD', points: '40' },
      { availableBalance: 0, points: 40 },
    ],
  ])('reads the wallet answer %j as %j', async (data, expected) => {
    const api = { get: vi.fn().mockResolvedValue({ data: { data }, status: 200 }) } as unknown as ApiClient;
    const store = makeStore({ language: 'en', currency: 'USD', api: () => api });
    const { walletBalance } = agentApi.endpoints;
    const answer = await store.dispatch(walletBalance.initiate({ userType: USER_TYPE.AGENT, userId: 9 }));
    expect(answer.data).toEqual(expected);
  });

  it('keeps a query the panel address already has', () => {
    expect(agentPanelHref('https://panel.example.test/sso?club=7', 'a.b.c')).toBe(
      'https://panel.example.test/sso?club=7&token=a.b.c',
    );
  });
});
