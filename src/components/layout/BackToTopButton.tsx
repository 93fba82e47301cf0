'use client';

import { useTranslations } from 'next-intl';
import { ArrowUpIcon } from './SocialIcons';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls smoothly to the top and moves focus back to the start of the page for keyboard users. */
export function BackToTopButton() {
  const t = useTranslations('Footer');
  return (
    <button
      type="button"
      className="site-footer__top"
      aria-label={t('back_to_top')}
      title={t('back_to_top')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        const target = document.querySelector<HTMLElement>('.skip-link') ?? document.body;
        target.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
