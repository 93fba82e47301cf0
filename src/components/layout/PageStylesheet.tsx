'use client';

import { useDeferredValue } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useHydrated } from '@/lib/app/useHydrated';

/**
 * The second stylesheet (results, checkout, forms, calendar, toasts; src/styles/pages.scss) for a
 * visit that starts on the home page. Every other page has it inlined by the layout. The home page
 * shows none of it before a click, so the first paint does not wait for it: it is added once the
 * page has hydrated, and stays for every page the visitor goes on to. `precedence` lets React place
 * it after the first stylesheet and load it once.
 *
 * React holds a commit that adds a stylesheet until the stylesheet has loaded. Added by the
 * hydration's own follow-up render (an urgent one), the link held every urgent update behind it:
 * a click on the header's language button did nothing until the 13 kB arrived, half a second or
 * more on a phone network. Added in a deferred render instead, the link waits on its own and
 * clicks and typing commit at once.
 */
export default function PageStylesheet({ href }: { href: string }) {
  const pathname = usePathname();
  const hydrated = useDeferredValue(useHydrated());
  if (pathname === '/' && !hydrated) return null;
  return <link rel="stylesheet" href={href} precedence="pages" />;
}
