'use client';

import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { checkColour, formatRatio } from './contrast';

/** Neutral colours for the preview until a valid colour is typed. */
const NEUTRAL_PRIMARY = '#495057';
const NEUTRAL_SECONDARY = '#dee2e6';

/**
 * How the agent site's header and a booking voucher will look in the chosen logo and colours, and a
 * warning for each colour on which text would fail WCAG AA. Only colours that passed the hex check
 * reach the style (as custom properties).
 */
export function BrandingPreview({
  logoUrl,
  companyName,
  primaryColor,
  secondaryColor,
}: {
  logoUrl: string | null;
  companyName: string;
  primaryColor: string;
  secondaryColor: string;
}) {
  const t = useTranslations('AgentSignup');
  const primary = checkColour(primaryColor);
  const secondary = checkColour(secondaryColor);
  const style = {
    '--preview-primary': primary ? primaryColor.trim() : NEUTRAL_PRIMARY,
    '--preview-on-primary': primary?.text ?? '#ffffff',
    '--preview-secondary': secondary ? secondaryColor.trim() : NEUTRAL_SECONDARY,
    '--preview-on-secondary': secondary?.text ?? '#111111',
  } as CSSProperties;
  const warnings = [
    primary && !primary.passes
      ? { name: t('primary_color'), hex: primaryColor.trim(), ratio: primary.ratio }
      : null,
    secondary && !secondary.passes
      ? { name: t('secondary_color'), hex: secondaryColor.trim(), ratio: secondary.ratio }
      : null,
  ].filter((w) => w !== null);
  const name = companyName || t('preview_company');

  return (
    <section className="agent-preview" aria-labelledby="agent-preview-title" style={style}>
      <h3 id="agent-preview-title" className="agent-preview__title">
        {t('preview_title')}
      </h3>
      <p className="agent-preview__caption">{t('preview_header')}</p>
      <div className="agent-preview__header" data-testid="preview-header">
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local file (blob:) or the API's asset
          <img className="agent-preview__logo" src={logoUrl} alt={t('logo_alt', { company: name })} />
        ) : (
          <span className="agent-preview__name">{name}</span>
        )}
        <span className="agent-preview__nav" aria-hidden="true">
          <span>{t('preview_flights')}</span>
          <span>{t('preview_hotels')}</span>
        </span>
      </div>
      <p className="agent-preview__caption">{t('preview_voucher')}</p>
      <div className="agent-preview__voucher" data-testid="preview-voucher">
        <div className="agent-preview__voucher-bar">
          <span>{t('preview_voucher_title')}</span>
          <span dir="ltr">AB12CD</span>
        </div>
        <div className="agent-preview__voucher-body">
          <span>{t('preview_voucher_route')}</span>
          <span className="agent-preview__voucher-badge">{t('preview_voucher_paid')}</span>
        </div>
      </div>
      <div role="status" className="agent-preview__warnings">
        {warnings.map((w) => (
          <p key={w.name} className="agent-preview__warning" data-testid="contrast-warning">
            {t('contrast_warning', { colour: w.name, hex: w.hex, ratio: formatRatio(w.ratio) })}
          </p>
        ))}
      </div>
    </section>
  );
}
