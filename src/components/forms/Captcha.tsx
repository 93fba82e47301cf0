'use client';

import { useEffect, useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useApiBaseUrl, useClub } from '@/lib/app/AppContext';
import { FieldError } from '@/components/forms/fieldFeedback';
import { NO_CAPTCHA, type CaptchaAnswer } from './captchaAnswer';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

export type { CaptchaAnswer, SolvedCaptcha } from './captchaAnswer';

const ReCaptcha = dynamic(() => loadWhenOnline(() => import('react-google-recaptcha')), { ssr: false });

export interface CaptchaProps {
  /** The solved answer, or null while unsolved, expired or failed. */
  onChange: (answer: CaptchaAnswer | null) => void;
  /** A validation key to show under the widget (`i_am_not_robot`). */
  error?: string;
  /**
   * The e-mail the form is for, as typed so far. The challenge is asked for with it, so that it is
   * as hard as that e-mail's recent failed attempts warrant (the API refuses an easier one for it).
   */
  email?: string;
}

/**
 * The welcome step's captcha: ALTCHA, self-hosted (the club API issues the challenge, the browser
 * solves it, the API verifies the payload), unless the club configures Google reCAPTCHA with a site
 * key. Remount it (change its key) to get a fresh challenge after a failed submit. A club API with
 * no captcha in its configuration gets no widget (the form's value is NO_CAPTCHA).
 */
export function Captcha(props: CaptchaProps) {
  const club = useClub();
  return club.captcha.provider === 'none' ? (
    <NoCaptcha onChange={props.onChange} />
  ) : (
    <CaptchaWidget {...props} />
  );
}

function NoCaptcha({ onChange }: Pick<CaptchaProps, 'onChange'>) {
  useEffect(() => {
    onChange(NO_CAPTCHA);
    // Once per mount (a remount after a failed submit sets it again), not on every new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function CaptchaWidget({ onChange, error, email }: CaptchaProps) {
  const club = useClub();
  const apiBaseUrl = useApiBaseUrl();
  const t = useTranslations('Auth');
  const locale = useLocale();
  const id = useId();
  const errorId = `${id}-error`;
  const siteKey = club.captcha.provider === 'recaptcha' ? club.captcha.recaptchaSiteKey : null;

  return (
    <div
      className="auth-field auth-captcha"
      role="group"
      aria-label={t('captcha_label')}
      aria-describedby={error ? errorId : undefined}
    >
      {siteKey ? (
        <ReCaptcha
          sitekey={siteKey}
          hl={locale}
          onChange={(token) => onChange(token ? { provider: 'recaptcha', token } : null)}
          onExpired={() => onChange(null)}
          onErrored={() => onChange(null)}
        />
      ) : (
        <AltchaWidget
          challengeUrl={`${apiBaseUrl}/auth/captcha/challenge`}
          onChange={onChange}
          email={email}
        />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The part of the web component's API used here (altcha's own typings are not exported). */
interface AltchaElement extends HTMLElement {
  configure?: (configuration: { fetch: typeof fetch }) => void;
}

/**
 * The widget's fetch: its challenge is asked for by POST with the e-mail typed when the visitor
 * starts the check (in the body: a URL with an e-mail ends up in proxies' logs); anything else it
 * fetches goes as it asks.
 */
export function challengeFetch(challengeUrl: string, email: () => string | undefined): typeof fetch {
  return (input, init) => {
    if (String(input) !== challengeUrl) return fetch(input, init);
    const typed = email()?.trim();
    return fetch(input, {
      ...init,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(typed ? { email: typed } : {}),
    });
  };
}

function AltchaWidget({
  challengeUrl,
  onChange,
  email,
}: {
  challengeUrl: string;
  onChange: (answer: CaptchaAnswer | null) => void;
  email?: string;
}) {
  const t = useTranslations('Auth');
  const tCommon = useTranslations('Common');
  const locale = useLocale();
  const widgetRef = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);

  const emailRef = useRef(email);
  useEffect(() => {
    onChangeRef.current = onChange;
    emailRef.current = email;
  }, [onChange, email]);

  const placeholderRef = useRef<HTMLParagraphElement>(null);
  const [wanted, setWanted] = useState(false);

  // The widget's code (about 110 kB) loads when it is about to be needed: when the widget comes
  // near the screen, or as soon as the visitor starts on its form. Below the fold of a long form,
  // it no longer runs while the page starts.
  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (wanted || !placeholder) return;
    const want = () => setWanted(true);
    if (typeof IntersectionObserver === 'undefined') {
      want();
      return;
    }
    const form = placeholder.closest('form') ?? placeholder;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: '200px' },
    );
    observer.observe(placeholder);
    form.addEventListener('focusin', want);
    form.addEventListener('pointerdown', want);
    return () => {
      observer.disconnect();
      form.removeEventListener('focusin', want);
      form.removeEventListener('pointerdown', want);
    };
  }, [wanted]);

  // The web component registers itself on import; only the browser ever loads it.
  // A failed load (the connection dropped) offers to try again instead of loading for ever.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    (async () => {
      await import('altcha');
      if (locale === 'ar') await import('altcha/i18n/ar');
    })().then(
      () => {
        if (!cancelled) setReady(true);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, wanted, attempt]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChangeRef.current(
        detail?.state === 'verified' && detail.payload ? { provider: 'altcha', token: detail.payload } : null,
      );
    };
    widget.addEventListener('statechange', onState);
    (widget as AltchaElement).configure?.({
      fetch: challengeFetch(challengeUrl, () => emailRef.current),
    });
    return () => widget.removeEventListener('statechange', onState);
  }, [ready, challengeUrl]);

  if (failed)
    return (
      <p role="alert" className="auth-captcha__loading">
        {t('captcha_load_failed')}{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {tCommon('retry')}
        </button>
      </p>
    );
  if (!ready)
    return (
      <p ref={placeholderRef} className="auth-captcha__loading">
        {t('captcha_loading')}
      </p>
    );
  return (
    <altcha-widget
      ref={widgetRef}
      challenge={challengeUrl}
      language={locale}
      name="altcha"
      type="checkbox"
      configuration={JSON.stringify({ hideFooter: true })}
      data-testid="altcha-widget"
    />
  );
}

export default Captcha;
