'use client';

import { usePathname } from '@/i18n/navigation';
import { useHydrated } from '@/lib/app/useHydrated';

/**
 * The second stylesheet (results, checkout, forms, calendar, toasts; src/styles/pages.scss). Every
 * page but the home page renders it from the server, so it blocks their first paint like the first
 * stylesheet. The home page shows none of it before a click: there it is added once the page has
 * hydrated, so the first paint (and the hero heading, the page's largest paint) waits for the first
 * stylesheet alone. Once added it stays, for every page the visitor goes on to.
 * `precedence` lets React place it after the first stylesheet and load it once.
 */
export default function PageStylesheet({ href }: { href: string }) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  if (pathname === '/' && !hydrated) return null;
  return <link rel="stylesheet" href={href} precedence="pages" />;
}
