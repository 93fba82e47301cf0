import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ClubPublic, SiteType } from '@/lib/club/types';
import { clubDescription } from '@/components/layout/clubText';
import { AgentSignInLink } from './AgentSignInLink';

export interface HomeHeroProps {
  club: ClubPublic;
  locale: string;
  /** On the agent site the band says so, and whom it is for. */
  siteType?: SiteType;
  /** The search form (a later issue) goes here, under the headline. */
  children?: ReactNode;
}

/**
 * The home page's opening band: the club's headline, its description and a way to get help. On
 * the agent site it says it is the agent site, what agents do there, and (to visitors) where to sign
 * in or apply.
 */
export function HomeHero({ club, locale, siteType = 'customer', children }: HomeHeroProps) {
  const t = useTranslations('Home');
  const tMessages = useTranslations('Messages');
  const description = clubDescription(club, locale);
  const agent = siteType === 'agent';
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container-xxl home-hero__inner">
        {agent && <p className="home-hero__badge">{t('agent_badge')}</p>}
        <h1 id="home-hero-title" className="home-hero__title">
          {agent ? t('agent_headline', { club: club.name }) : t('headline', { club: club.name })}
        </h1>
        <p className="home-hero__subline">
          {agent ? t('agent_subline') : t('subline')}
          {agent && <AgentSignInLink label={t('agent_apply')} />}
        </p>
        {children}
      </div>
      {description && (
        <div className="container-xxl home-hero__about">
          <h2 className="home-hero__about-title">{t('about_heading', { club: club.name })}</h2>
          <p className="home-hero__about-text">{description}</p>
        </div>
      )}
      <div className="home-help">
        <div className="container-xxl home-help__inner">
          <svg
            className="home-help__icon"
            aria-hidden="true"
            focusable="false"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          >
            <path d="M4 13v-1a8 8 0 0 1 16 0v1M4 13v3a2 2 0 0 0 2 2h1v-6H6a2 2 0 0 0-2 2zm16 0v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2z" />
          </svg>
          <Link href="/contact-us" className="home-help__link">
            {tMessages('need_help_get_in_touch')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default HomeHero;
