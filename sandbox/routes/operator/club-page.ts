import countries from 'i18n-iso-countries';
import {
  COLOUR_FIELDS,
  PRIMARY_SHADES,
  SECONDARY_SHADES,
  SOCIAL_FIELDS,
  colourOf,
  problemLabel,
  type ClubCatalogue,
  type ClubDraft,
  type ColourField,
  type FieldErrors,
} from './club-model';
import { CLUB_PAYMENT_METHOD_NAMES, TAX_ID_LABELS } from '../../lib/club-payments';
import { CLUB_TEXTS, type ClubTexts } from './club-texts';
import { contrastResults, textOn } from './contrast';
import { escapeHtml, ltr, message, type PageContext } from './shell';

/**
 * The club form: every field labelled, grouped in fieldsets, its hint and error tied to it
 * (aria-describedby, aria-invalid); an error summary at the top, focused, linking to each field;
 * what was typed always shown back. The theme preview is drawn from the typed colours by a
 * stylesheet of the page's own (its hash joins the page's CSP).
 */

export interface ClubFormOptions {
  action: string;
  creating: boolean;
  errors?: FieldErrors;
  notice?: string;
  /** Whether the club has a reCAPTCHA secret saved (the secret itself is never shown). */
  secretSet?: boolean;
}

const id = (name: string) => `field-${name}`;

/**
 * The settings form's id. The side forms' fields and buttons (club-extras.ts) belong to it through
 * their `form` attribute, so that without script their posts carry the settings typed so far.
 */
export const CLUB_FORM_ID = 'club-form';

function describedBy(name: string, errors: FieldErrors, hint?: boolean): string {
  const ids = [hint ? `${id(name)}-hint` : '', errors[name] ? `${id(name)}-error` : ''].filter(Boolean);
  const invalid = errors[name] ? ' aria-invalid="true"' : '';
  return (ids.length ? ` aria-describedby="${ids.join(' ')}"` : '') + invalid;
}

function after(name: string, errors: FieldErrors, hint?: string): string {
  return (
    (hint ? `<p class="hint" id="${id(name)}-hint">${escapeHtml(hint)}</p>` : '') +
    (errors[name] ? `<p class="field-error" id="${id(name)}-error">${escapeHtml(errors[name])}</p>` : '')
  );
}

interface TextField {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  hint?: string;
  ltr?: boolean;
  lang?: string;
  type?: string;
  extra?: string;
}

function textField({
  name,
  label,
  value,
  errors,
  hint,
  ltr: leftToRight,
  lang,
  type = 'text',
  extra = '',
}: TextField) {
  const classes = leftToRight
    ? ' class="ltr" dir="ltr"'
    : lang === 'ar'
      ? ' dir="rtl"'
      : lang === 'en'
        ? ' dir="ltr"'
        : '';
  return `<label for="${id(name)}">${escapeHtml(label)}</label>
<input id="${id(name)}" name="${name}" type="${type}"${classes}${lang ? ` lang="${lang}"` : ''} value="${escapeHtml(value)}"${describedBy(name, errors, Boolean(hint))}${extra}>
${after(name, errors, hint)}`;
}

function checkboxes(
  name: string,
  legend: string,
  options: { code: string; name: string }[],
  chosen: string[],
  errors: FieldErrors,
  { showCode = true } = {},
) {
  const boxes = options
    .map(
      (option, index) =>
        `<label><input type="checkbox" name="${name}" value="${escapeHtml(option.code)}"${index === 0 ? ` id="${id(name)}"` : ''}${chosen.includes(option.code) ? ' checked' : ''}> ${showCode ? `${ltr(option.code)} ` : ''}${escapeHtml(option.name)}</label>`,
    )
    .join('\n');
  return `<fieldset${describedBy(name, errors)}><legend>${escapeHtml(legend)}</legend>
<div class="checks">${boxes}</div>
${after(name, errors)}</fieldset>`;
}

function select(
  name: string,
  label: string,
  options: { code: string; name: string }[],
  value: string,
  errors: FieldErrors,
) {
  const items = options
    .map(
      (option) =>
        `<option value="${escapeHtml(option.code)}"${option.code === value ? ' selected' : ''}>${escapeHtml(option.name)}</option>`,
    )
    .join('');
  return `<label for="${id(name)}">${escapeHtml(label)}</label>
<select id="${id(name)}" name="${name}"${describedBy(name, errors)}>${items}</select>
${after(name, errors)}`;
}

/** The fields' labels, for the error summary. */
function labelsOf(t: ClubTexts): Record<string, string> {
  const labels: Record<string, string> = {
    slug: t.slug,
    nameEn: t.nameEn,
    nameAr: t.nameAr,
    cssClass: t.clubClass,
    customerHost: t.customerHost,
    agentHost: t.agentHost,
    languages: t.languages,
    defaultLanguage: t.defaultLanguage,
    currencies: t.currencies,
    defaultCurrency: t.defaultCurrency,
    defaultCountry: t.defaultCountry,
    copyrightEn: t.copyrightEn,
    copyrightAr: t.copyrightAr,
    mailReplyTo: t.mailReplyTo,
    recaptchaSiteKey: t.siteKey,
    recaptchaSecretKey: t.secretKey,
    mapsStyleUrl: t.mapsStyleUrl,
    mapsKey: t.mapsKey,
    operatorEmail: t.operatorEmail,
    instagram: 'Instagram',
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
  };
  for (const field of COLOUR_FIELDS) labels[field] = colourLabel(field, t);
  return labels;
}

function colourLabel(field: ColourField, t: ClubTexts): string {
  if (field === 'primary_box') return t.primaryBox;
  const [group, shade] = field.split('_') as [string, string];
  return t.shade(group === 'primary' ? t.primary : t.secondary, shade);
}

export function errorSummary(errors: FieldErrors, t: ClubTexts, labels: Record<string, string>): string {
  const names = Object.keys(errors);
  if (names.length === 0) return '';
  const items = names
    .map(
      (name) =>
        `<li><a href="#${id(name)}">${escapeHtml(labels[name] ?? name)}: ${escapeHtml(errors[name] ?? '')}</a></li>`,
    )
    .join('');
  return `<div class="error" role="alert" tabindex="-1" id="error-summary" autofocus><p>${escapeHtml(t.fixErrors(names.length))}</p><ul>${items}</ul></div>`;
}

/** The preview's stylesheet: only checked hex colours reach it. */
export function previewStyle(draft: ClubDraft, fallback: Record<ColourField, string>): string {
  const colour = (field: ColourField) => colourOf(draft.colours[field]) ?? fallback[field];
  const primary = colour('primary_100');
  const secondary = colour('secondary_100');
  return `.preview { border: 1px solid #d8dde5; border-radius: 8px; overflow: hidden; margin-top: 0.5rem; }
.preview-header { background: ${primary}; color: ${textOn(primary)}; padding: 0.6rem 1rem; font-weight: 700; }
.preview-body { padding: 0.75rem 1rem; background: #ffffff; }
.preview-link { color: ${primary}; text-decoration: underline; }
.preview-button { display: inline-block; background: ${secondary}; color: ${textOn(secondary)}; padding: 0.45rem 1rem; border-radius: 6px; }
.preview-box { background: ${colour('primary_box')}; color: #212529; padding: 0.5rem 0.75rem; border-radius: 6px; margin-top: 0.5rem; }
.swatches { display: flex; flex-wrap: wrap; gap: 0.25rem; margin-top: 0.5rem; }
.swatch { inline-size: 1.6rem; block-size: 1.6rem; border-radius: 4px; border: 1px solid #8a94a3; }
${COLOUR_FIELDS.map((field) => `.swatch-${field} { background: ${colour(field)}; }`).join('\n')}`;
}

function themeFieldset(
  draft: ClubDraft,
  errors: FieldErrors,
  t: ClubTexts,
  fallback: Record<ColourField, string>,
) {
  const group = (legend: string, fields: ColourField[]) =>
    `<fieldset><legend>${escapeHtml(legend)}</legend><div class="grid">${fields
      .map((field) =>
        textField({
          name: field,
          label: colourLabel(field, t),
          value: draft.colours[field],
          errors,
          ltr: true,
          extra: ' maxlength="7" autocomplete="off" spellcheck="false"',
        }),
      )
      .join('\n')}</div></fieldset>`;
  const colours = Object.fromEntries(
    COLOUR_FIELDS.map((field) => [field, colourOf(draft.colours[field]) ?? fallback[field]]),
  ) as Record<ColourField, string>;
  // Each line carries its texts for the live preview's script (assets/club-form.js): `{ratio}` is
  // filled in as the operator types.
  const checks = contrastResults(colours)
    .map((result) => {
      const what = problemLabel(result.check, t);
      const template = (ok: boolean) => escapeHtml(t.contrastLine(what, '{ratio}', ok));
      return `<li data-check="${result.check}" data-ok="${template(true)}" data-low="${template(false)}">${escapeHtml(t.contrastLine(what, result.ratio.toFixed(2), result.ok))}</li>`;
    })
    .join('');
  return `<fieldset><legend>${escapeHtml(t.theme)}</legend>
<p class="hint">${escapeHtml(t.themeHint)}</p>
${group(
  t.primary,
  PRIMARY_SHADES.map((shade) => `primary_${shade}` as const),
)}
${group(
  t.secondary,
  SECONDARY_SHADES.map((shade) => `secondary_${shade}` as const),
)}
${textField({ name: 'primary_box', label: t.primaryBox, value: draft.colours.primary_box, errors, ltr: true, extra: ' maxlength="7"' })}
<h2>${escapeHtml(t.contrastTitle)}</h2>
<ul data-testid="contrast" data-contrast>${checks}</ul>
<p class="visually-hidden" aria-live="polite" data-contrast-status></p>
<h2>${escapeHtml(t.previewTitle)}</h2>
<div class="preview" data-testid="theme-preview" data-theme-preview data-fallback="${escapeHtml(JSON.stringify(colours))}" aria-hidden="true">
<div class="preview-header">${escapeHtml(draft.nameEn || t.previewHeader)}</div>
<div class="preview-body"><span class="preview-button">${escapeHtml(t.previewButton)}</span> <span class="preview-link">${escapeHtml(t.previewLink)}</span>
<div class="preview-box">${escapeHtml(t.previewBox)}</div>
<div class="swatches">${COLOUR_FIELDS.map((field) => `<span class="swatch swatch-${field}" data-swatch="${field}"></span>`).join('')}</div>
</div></div>
<button type="submit" name="intent" value="preview" class="secondary">${escapeHtml(t.preview)}</button>
</fieldset>`;
}

export function clubForm(
  context: PageContext,
  csrf: string,
  draft: ClubDraft,
  catalogue: ClubCatalogue,
  fallbackColours: Record<ColourField, string>,
  { action, creating, errors = {}, notice, secretSet = false }: ClubFormOptions,
): string {
  const t = CLUB_TEXTS[context.lang];
  const countryOptions = Object.entries(
    countries.getNames(context.lang === 'ar' ? 'ar' : 'en', { select: 'official' }),
  )
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, context.lang));
  const languageNames = catalogue.languages.map((language) => ({
    code: language.code,
    name: t.languageNames[language.code] ?? language.name,
  }));
  const field = (name: keyof ClubDraft & string, label: string, extra: Partial<TextField> = {}) =>
    textField({ name, label, value: String(draft[name] ?? ''), errors, ...extra });
  const secretNote = secretSet ? t.secretSet : t.secretUnset;
  return `${message(notice, 'notice')}${errorSummary(errors, t, labelsOf(t))}
<form method="post" action="${escapeHtml(action)}" id="${CLUB_FORM_ID}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<fieldset><legend>${escapeHtml(t.identity)}</legend>
${creating ? field('slug', t.slug, { hint: t.slugHint, ltr: true, extra: ' maxlength="40" required' }) : ''}
${field('nameEn', t.nameEn, { lang: 'en', extra: ' maxlength="120" required' })}
${field('nameAr', t.nameAr, { lang: 'ar', extra: ' maxlength="120" required' })}
${field('cssClass', t.clubClass, { hint: t.clubClassHint, ltr: true, extra: ' maxlength="60" required' })}
${creating ? field('operatorEmail', t.operatorEmail, { hint: t.operatorEmailHint, ltr: true, type: 'email', extra: ' maxlength="254" required' }) : ''}
</fieldset>
<fieldset><legend>${escapeHtml(t.hosts)}</legend>
${field('customerHost', t.customerHost, { hint: t.hostHint, ltr: true, extra: ' maxlength="260" required spellcheck="false"' })}
${field('agentHost', t.agentHost, { ltr: true, extra: ' maxlength="260" required spellcheck="false"' })}
</fieldset>
<fieldset><legend>${escapeHtml(t.languagesAndCurrencies)}</legend>
${checkboxes('languages', t.languages, languageNames, draft.languages, errors)}
${select('defaultLanguage', t.defaultLanguage, languageNames, draft.defaultLanguage, errors)}
${checkboxes('currencies', t.currencies, catalogue.currencies, draft.currencies, errors)}
<div class="checks"><label><input type="checkbox" name="showHijri" id="${id('showHijri')}"${draft.showHijri ? ' checked' : ''}${creating && !draft.showHijriChosen ? ' data-follows-language' : ''}> ${escapeHtml(t.showHijri)}</label></div>
<p class="hint">${escapeHtml(t.showHijriHint)}${creating ? ` ${escapeHtml(t.showHijriNewHint)}` : ''}</p>
${creating ? `<input type="hidden" name="showHijriDrawn" value="${draft.showHijri ? 'on' : 'off'}"><input type="hidden" name="showHijriChosen" value="${draft.showHijriChosen ? '1' : ''}">` : ''}
${select(
  'defaultCurrency',
  t.defaultCurrency,
  catalogue.currencies.map((c) => ({ code: c.code, name: `${c.code} — ${c.name}` })),
  draft.defaultCurrency,
  errors,
)}
${select('defaultCountry', t.defaultCountry, countryOptions, draft.defaultCountry.toUpperCase(), errors)}
</fieldset>
<fieldset><legend>${escapeHtml(t.payments)}</legend>
<p class="hint">${escapeHtml(t.paymentsHint)}</p>
${checkboxes(
  'paymentMethods',
  t.paymentMethods,
  CLUB_PAYMENT_METHOD_NAMES.map((code) => ({ code, name: t.paymentMethodNames[code] })),
  draft.paymentMethods,
  errors,
  // The methods' names say it all; their enumeration names would be Latin noise on an Arabic page.
  { showCode: false },
)}
${select(
  'taxIdLabel',
  t.taxIdLabel,
  TAX_ID_LABELS.map((code) => ({ code, name: t.taxIdLabelNames[code] })),
  draft.taxIdLabel,
  errors,
)}
</fieldset>
<fieldset><legend>${escapeHtml(t.copyright)}</legend>
${field('copyrightEn', t.copyrightEn, { lang: 'en', extra: ' maxlength="200"' })}
${field('copyrightAr', t.copyrightAr, { lang: 'ar', extra: ' maxlength="200"' })}
</fieldset>
<fieldset><legend>${escapeHtml(t.mail)}</legend>
${field('mailReplyTo', t.mailReplyTo, { hint: t.mailReplyToHint, ltr: true, type: 'email', extra: ' maxlength="254" autocomplete="off" spellcheck="false"' })}
</fieldset>
<fieldset><legend>${escapeHtml(t.social)}</legend>
<p class="hint">${escapeHtml(t.socialHint)}</p>
${SOCIAL_FIELDS.map((name) => textField({ name, label: labelsOf(t)[name] ?? name, value: draft.social[name], errors, ltr: true, type: 'url', extra: ' maxlength="300"' })).join('\n')}
</fieldset>
<div id="theme">${themeFieldset(draft, errors, t, fallbackColours)}</div>
<fieldset><legend>${escapeHtml(t.maps)}</legend>
${field('mapsStyleUrl', t.mapsStyleUrl, { hint: t.mapsStyleUrlHint, ltr: true, type: 'url', extra: ' maxlength="500" spellcheck="false"' })}
${field('mapsKey', t.mapsKey, { ltr: true, extra: ' maxlength="100" autocomplete="off" spellcheck="false"' })}
</fieldset>
<fieldset><legend>${escapeHtml(t.captcha)}</legend>
<fieldset><legend>${escapeHtml(t.captchaProvider)}</legend><div class="checks">
<label><input type="radio" name="captchaProvider" value="altcha"${draft.captchaProvider !== 'recaptcha' ? ' checked' : ''}> ${escapeHtml(t.altcha)}</label>
<label><input type="radio" name="captchaProvider" value="recaptcha"${draft.captchaProvider === 'recaptcha' ? ' checked' : ''}> ${escapeHtml(t.recaptcha)}</label>
</div></fieldset>
${field('recaptchaSiteKey', t.siteKey, { ltr: true, extra: ' maxlength="100" autocomplete="off"' })}
${textField({ name: 'recaptchaSecretKey', label: t.secretKey, value: '', errors, hint: `${secretNote} ${t.secretHint}`, ltr: true, type: 'password', extra: ' maxlength="100" autocomplete="new-password"' })}
</fieldset>
<div class="buttons"><button type="submit" name="intent" value="save">${escapeHtml(creating ? t.createClub : t.save)}</button></div>
</form>`;
}
