import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ClubPublic } from '@/lib/club/types';
import { BackToTopButton } from './BackToTopButton';
import { clubCopyright, clubDescription } from './clubText';
import { LOGO_HEIGHT, LOGO_WIDTH } from './constants';
import { FacebookIcon, InstagramIcon, TwitterIcon } from './SocialIcons';

export interface FooterProps {
  club: ClubPublic;
  locale: string;
}

type SocialNetwork = 'instagram' | 'facebook' | 'twitter';
const socialIcons: Record<SocialNetwork, () => ReactNode> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  twitter: TwitterIcon,
};

/** Wraps text in Unicode isolates so a copyright line in the other script keeps its own order. */
function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** Works as a server component; only the back-to-top button is a client leaf. */
export function Footer({ club, locale }: FooterProps) {
  const t = useTranslations('Footer');
  const tCommon = useTranslations('Common');
  const year = new Date().getFullYear();
  const description = clubDescription(club, locale);
  const socials = (Object.keys(socialIcons) as SocialNetwork[]).filter((network) =>
    isWebLink(club.socialLinks[network]),
  );
  const newTab = <span className="visually-hidden"> {tCommon('opens_in_new_tab')}</span>;

  return (
    <footer className="site-footer">
      <div className="container-xxl site-footer__inner">
        <div className="site-footer__brand">
          <Link href="/" className="site-footer__logo">
            {/* eslint-disable-next-line @next/next/no-img-element -- the logo is on the club's own host, known only at run time */}
            <img src={club.logoUrl} alt={club.name} width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" />
          </Link>
          {description && <p className="site-footer__description">{description}</p>}
        </div>

        <nav className="site-footer__nav" aria-label={t('quick_links')}>
          <h2 className="site-footer__heading">{t('quick_links')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link href="/about-us">{t('about_us')}</Link>
            </li>
            <li>
              <Link href="/contact-us">{t('contact_us')}</Link>
            </li>
            <li>
              <Link href="/manage-booking">{t('manage_booking')}</Link>
            </li>
            <li>
              <Link href="/accessibility">{t('accessibility')}</Link>
            </li>
            <li>
              <Link href="/cms/terms-and-conditions" target="_blank" rel="noopener noreferrer">
                {t('terms')}
                {newTab}
              </Link>
            </li>
            <li>
              <Link href="/cms/privacy-policy" target="_blank" rel="noopener noreferrer">
                {t('privacy')}
                {newTab}
              </Link>
            </li>
          </ul>
        </nav>

        {socials.length > 0 && (
          <div className="site-footer__social">
            <h2 className="site-footer__heading">{t('follow_us')}</h2>
            <ul className="site-footer__social-links">
              {socials.map((network) => {
                const Icon = socialIcons[network];
                return (
                  <li key={network}>
                    <a
                      href={club.socialLinks[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(network, { club: club.name })} ${tCommon('opens_in_new_tab')}`}
                      data-network={network}
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>

      <div className="site-footer__bottom">
        <div className="container-xxl site-footer__bottom-inner">
          <p className="site-footer__copyright">
            {t('copyright', { year: String(year), text: isolate(clubCopyright(club, locale)) })}
          </p>
          <BackToTopButton />
        </div>
      </div>
    </footer>
  );
}

export default Footer;
