'use client';

import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import type { ClubPublic, SiteType } from '@/lib/club/types';
import { useShellDispatch, useShellSelector } from '@/store/shellHooks';
import { selectIsLoggedIn } from '@/store/sessionState';
import { closeDropdowns, selectOpenDropdown } from '@/store/uiSlice';
import { LOGO_HEIGHT, LOGO_WIDTH, MAIN_CONTENT_ID } from './constants';
import { InfoLinks, LoginControl, ModuleTabs } from './HeaderLinks';
import { moduleOfPath, pageGroupOf, showsInfoLinks, showsModuleTabs } from './pageGroups';
import { useMobileMenu } from './useMobileMenu';
import { useScrolledPast } from './useScrolledPast';

const MOBILE_MENU_ID = 'site-mobile-menu';

export interface HeaderProps {
  club: ClubPublic;
  siteType: SiteType;
  /** Opens the auth popup at its welcome step (customer site only). */
  onLoginClick?: () => void;
  /** Country, language and currency dropdowns, profile menu: shown in the bar at 1200px and wider. */
  actions?: ReactNode;
  /** The same controls for the compact header's menu (below 1200px). */
  mobileActions?: ReactNode;
  /** Beside the compact header's menu button (below 1200px): who is signed in. */
  compactActions?: ReactNode;
}

export function Header({
  club,
  siteType,
  onLoginClick,
  actions,
  mobileActions,
  compactActions,
}: HeaderProps) {
  const t = useTranslations('Header');
  const dispatch = useShellDispatch();
  const pathname = usePathname();
  const group = pageGroupOf(pathname);
  const scrolled = useScrolledPast();
  const isLoggedIn = useShellSelector(selectIsLoggedIn);
  const profileOpen = useShellSelector(selectOpenDropdown) === 'profile';
  const {
    open: menuOpen,
    active: menuActive,
    toggle: toggleMenu,
    close: closeMenu,
    buttonRef,
    menuRef,
  } = useMobileMenu();

  // On checkout pages scrolling also closes the profile dropdown.
  useEffect(() => {
    if (group === 'checkout' && scrolled && profileOpen) dispatch(closeDropdowns());
  }, [group, scrolled, profileOpen, dispatch]);

  const infoLinks = showsInfoLinks(group);
  const moduleTabs = showsModuleTabs(group);
  const currentModule = moduleOfPath(pathname);
  const className = [
    'site-header',
    `site-header--${group}`,
    group === 'checkout' ? 'site-header--checkout' : '',
    scrolled ? 'header--dark' : '',
    menuOpen ? 'site-header--menu-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header className={className}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skip_to_content')}
      </a>
      <div className="container-xxl site-header__bar">
        <Link href="/" className="site-header__logo" title={t('home_link', { club: club.name })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the logo is on the club's own host, known only at run time */}
          <img src={club.logoUrl} alt={club.name} width={LOGO_WIDTH} height={LOGO_HEIGHT} />
        </Link>

        {(infoLinks || moduleTabs) && (
          <nav className="site-header__nav d-none d-xl-flex" aria-label={t('main_navigation')}>
            {infoLinks && <InfoLinks className="site-header__links" />}
            {moduleTabs && <ModuleTabs className="site-header__tabs" current={currentModule} />}
          </nav>
        )}

        <div className="site-header__actions d-none d-xl-flex">
          {actions}
          {!isLoggedIn && (
            <LoginControl
              siteType={siteType}
              className="btn btn-primary site-header__login"
              testId="login-button"
              onLoginClick={onLoginClick}
            />
          )}
        </div>

        {compactActions && <div className="site-header__compact d-xl-none">{compactActions}</div>}

        <button
          ref={buttonRef}
          type="button"
          className="site-header__toggle d-xl-none"
          // Where focus goes when the login popup closes and its opener (in this menu) is hidden.
          data-auth-return=""
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? t('close_menu') : t('open_menu')}
          onClick={toggleMenu}
        >
          <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>

      <nav
        ref={menuRef}
        id={MOBILE_MENU_ID}
        className={`mobile-menu d-xl-none${menuOpen ? ' is-open' : ''}${menuActive ? ' is-active' : ''}`}
        aria-label={t('mobile_navigation')}
        hidden={!menuOpen}
      >
        <div className="container-xxl mobile-menu__inner">
          {infoLinks && <InfoLinks className="mobile-menu__links" onNavigate={closeMenu} />}
          {mobileActions && <div className="mobile-menu__actions">{mobileActions}</div>}
          {!isLoggedIn && (
            <LoginControl
              siteType={siteType}
              className="btn btn-primary w-100 mobile-menu__login"
              testId="mobile-login-button"
              onLoginClick={() => {
                closeMenu();
                onLoginClick?.();
              }}
            />
          )}
        </div>
      </nav>
    </header>
  );
}

export default Header;
