'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { SiteType } from '@/lib/club/types';
import { useShellDispatch } from '@/store/shellHooks';
import { setActiveModule, type ActiveModule } from '@/store/uiSlice';

const modules: readonly ActiveModule[] = ['flights', 'hotels'];

interface InfoLinksProps {
  className: string;
  onNavigate?: () => void;
}

/** About us and Contact us (home and CMS pages only). */
export function InfoLinks({ className, onNavigate }: InfoLinksProps) {
  const t = useTranslations('Header');
  return (
    <ul className={className}>
      <li>
        <Link href="/about-us" className="site-header__link" onClick={onNavigate}>
          {t('about_us')}
        </Link>
      </li>
      <li>
        <Link href="/contact-us" className="site-header__link" onClick={onNavigate}>
          {t('contact_us')}
        </Link>
      </li>
    </ul>
  );
}

interface ModuleTabsProps {
  className: string;
  current: ActiveModule | null;
  onNavigate?: () => void;
}

/** Flights and Hotels: both go to the home page with that module's search selected. */
export function ModuleTabs({ className, current, onNavigate }: ModuleTabsProps) {
  const t = useTranslations('Header');
  const dispatch = useShellDispatch();
  return (
    <ul className={className} aria-label={t('search_modules')}>
      {modules.map((module) => (
        <li key={module}>
          <Link
            href="/"
            className={`site-header__tab${current === module ? ' is-current' : ''}`}
            aria-current={current === module ? 'true' : undefined}
            onClick={() => {
              dispatch(setActiveModule(module));
              onNavigate?.();
            }}
          >
            {t(module)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface LoginControlProps {
  siteType: SiteType;
  className: string;
  testId: string;
  onLoginClick?: () => void;
}

/** Opens the auth popup; on the agent site it is a link to the agent sign-up page instead. */
export function LoginControl({ siteType, className, testId, onLoginClick }: LoginControlProps) {
  const t = useTranslations('Header');
  if (siteType === 'agent') {
    return (
      <Link href="/agent-login" className={className} data-testid={testId}>
        {t('login_or_signup')}
      </Link>
    );
  }
  return (
    <button type="button" className={className} data-testid={testId} onClick={onLoginClick}>
      {t('login_or_signup')}
    </button>
  );
}
