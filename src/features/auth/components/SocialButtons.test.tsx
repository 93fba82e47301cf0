import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { configuredProviders, SocialButtons } from './SocialButtons';

vi.mock('../loadScript', () => ({ loadScript: () => Promise.reject(new Error('blocked')) }));

describe('SocialButtons', () => {
  it('lists a provider only when its key is configured', () => {
    expect(configuredProviders({ googleClientId: null, facebookAppId: null })).toEqual([]);
    expect(configuredProviders({ googleClientId: '', facebookAppId: 'fb-1' })).toEqual(['facebook']);
    expect(configuredProviders({ googleClientId: 'g-1', facebookAppId: 'fb-1' })).toEqual([
      'google',
      'facebook',
    ]);
  });

  it('says "Google API is not available" when a configured provider\'s script fails to load', async () => {
    renderApp(<SocialButtons providers={['google']} />);
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Google/ }));
    expect(await screen.findByText('Google API is not available')).toBeInTheDocument();
  });

  it('says so in Arabic on the Arabic page', async () => {
    renderApp(<SocialButtons providers={['google']} />, { locale: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: /Google|جوجل|غوغل/ }));
    expect(await screen.findByRole('status')).not.toBeEmptyDOMElement();
  });
});
