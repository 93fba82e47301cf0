'use client';

import { useTranslations } from 'next-intl';
import type { ClubPublic } from '@/lib/club/types';

const POINTS = ['banner_point_fares', 'banner_point_bookings', 'banner_point_secure'] as const;

/** The popup's side panel: the club and what an account gives. Shown only from 992px up (CSS). */
export function AuthBanner({ club }: { club: ClubPublic }) {
  const t = useTranslations('Auth');
  return (
    <div className="auth-modal__banner" data-testid="auth-banner">
      <div className="auth-modal__banner-logo">
        {/* eslint-disable-next-line @next/next/no-img-element -- the logo is on the club's own host, known only at run time */}
        <img src={club.logoUrl} alt={club.name} width={160} height={44} />
      </div>
      <p className="auth-modal__banner-title">{t('banner_title')}</p>
      <p className="auth-modal__banner-text">{t('banner_text', { club: club.name })}</p>
      <ul className="auth-modal__banner-points">
        {POINTS.map((key) => (
          <li key={key}>
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <svg
        className="auth-modal__banner-art"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 120 60"
        width="240"
        height="120"
      >
        <path
          d="M4 46c26-4 52-16 76-34"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeDasharray="3 5"
          strokeLinecap="round"
        />
        <path d="M96 6l-22 6 6 4-10 8-6-2-3 2 7 5 5 7 2-3-2-6 8-10 4 6z" fill="currentColor" />
      </svg>
    </div>
  );
}

export default AuthBanner;
