import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { makeStore } from '@/store/makeStore';
import en from '@messages/en.json';
import { ModuleTabs } from '@/components/layout/HeaderLinks';
import { HomeSearchTabs } from './HomeSearchTabs';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const tabs = <HomeSearchTabs flights={<p>Flight form</p>} hotels={<p>Hotel form</p>} />;

describe('the home page module tabs', () => {
  it('opens on Flights and switches to Hotels by click or arrow key', async () => {
    const user = userEvent.setup();
    renderApp(tabs);
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Flight form')).toBeVisible();
    expect(screen.queryByText('Hotel form')).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Hotels' }));
    expect(screen.getByRole('tabpanel', { name: 'Hotels' })).toHaveTextContent('Hotel form');
    expect(screen.queryByText('Flight form')).not.toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveFocus();
    expect(screen.getByText('Flight form')).toBeVisible();
  });

  it("leaves a panel not shown yet out of the server's HTML, and with it its form's code", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <Provider store={makeStore({ language: 'en', currency: 'USD' })}>{tabs}</Provider>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('Flight form');
    expect(html).not.toContain('Hotel form');
  });

  it("opens on the module the header's tab chose", async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <ModuleTabs className="tabs" current="flights" />
        {tabs}
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Hotels' }));
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Hotel form')).toBeVisible();
  });
});
