'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { loadScript } from '../loadScript';

export type SocialProvider = 'google' | 'facebook';
type Provider = SocialProvider;

/** The providers the club configured a client id for, in the order their buttons appear. */
export function configuredProviders(socialLogin: {
  googleClientId: string | null;
  facebookAppId: string | null;
}): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (socialLogin.googleClientId) providers.push('google');
  if (socialLogin.facebookAppId) providers.push('facebook');
  return providers;
}

const SCRIPTS: Record<Provider, (locale: string) => string> = {
  google: () => 'https://accounts.google.com/gsi/client',
  facebook: (locale) => `https://connect.facebook.net/${locale === 'ar' ? 'ar_AR' : 'en_US'}/sdk.js`,
};

/**
 * Google and Facebook sign-in, one button per provider the club configured a client id for (the
 * caller leaves this out when there is none). The provider's script loads only when its button is
 * pressed; when it cannot load (no network, blocked), the user is told that the provider's API is
 * not available instead of being left with a button that does nothing. Finishing a social sign-in
 * also needs a social-login call in the club API, which the contract does not have yet, so a loaded
 * SDK is reported as not available as well.
 */
export function SocialButtons({ providers }: { providers: SocialProvider[] }) {
  const t = useTranslations('Auth');
  const tMessages = useTranslations('Messages');
  const locale = useLocale();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [unavailable, setUnavailable] = useState<Provider | null>(null);

  const start = async (provider: Provider) => {
    setBusy(provider);
    setUnavailable(null);
    try {
      await loadScript(SCRIPTS[provider](locale));
      // Loaded, but without a client id and a social-login call there is nothing to sign in with.
      setUnavailable(provider);
    } catch {
      setUnavailable(provider);
    } finally {
      setBusy(null);
    }
  };

  const message =
    unavailable === 'google'
      ? tMessages('google_api_not_available')
      : unavailable === 'facebook'
        ? t('facebook_not_available')
        : '';

  return (
    <div className="auth-social">
      <div className="auth-social__buttons">
        {providers.includes('google') && (
          <button
            type="button"
            className="btn btn-outline-secondary auth-social__button"
            onClick={() => void start('google')}
            disabled={busy !== null}
            aria-busy={busy === 'google' || undefined}
            data-testid="google-signin"
          >
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 48 48">
              <path
                fill="#FFC107"
                d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.4-.4-3.5z"
              />
              <path
                fill="#FF3D00"
                d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
              />
              <path
                fill="#4CAF50"
                d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
              />
              <path
                fill="#1976D2"
                d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
              />
            </svg>
            <span>{busy === 'google' ? t('social_connecting') : t('continue_with_google')}</span>
          </button>
        )}
        {providers.includes('facebook') && (
          <button
            type="button"
            className="btn btn-outline-secondary auth-social__button"
            onClick={() => void start('facebook')}
            disabled={busy !== null}
            aria-busy={busy === 'facebook' || undefined}
            data-testid="facebook-signin"
          >
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
              <path
                fill="#1877F2"
                d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
              />
            </svg>
            <span>{busy === 'facebook' ? t('social_connecting') : t('continue_with_facebook')}</span>
          </button>
        )}
      </div>
      <p className="auth-social__message" role="status" data-testid="social-message">
        {message}
      </p>
    </div>
  );
}

export default SocialButtons;
