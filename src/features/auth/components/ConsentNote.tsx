'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** The terms and privacy links of the popup; both open in a new tab. */
export function ConsentNote() {
  const t = useTranslations('Auth');
  const tCommon = useTranslations('Common');
  const link = (href: string) =>
    function ConsentLink(chunks: ReactNode) {
      return (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {chunks}
          <span className="visually-hidden"> {tCommon('opens_in_new_tab')}</span>
        </Link>
      );
    };
  return (
    <p className="auth-modal__consent">
      {t.rich('consent', {
        terms: link('/cms/terms-and-conditions'),
        privacy: link('/cms/privacy-policy'),
      })}
    </p>
  );
}

export default ConsentNote;
