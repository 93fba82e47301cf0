import { escapeHtml, htmlDocument, styleSource } from '../../lib/html-page';
import { SETUP_LANGUAGES, SETUP_TEXTS, type SetupLanguage, type SetupTexts } from './texts';

/**
 * The set-up page's HTML: self-contained, styles inline (allowed by hash in the
 * Content-Security-Policy), the form posting only to this origin, every value escaped, right to left
 * in Arabic with the e-mail isolated left to right. It looks like the console's own pages; the
 * resource folders share no modules (sandbox/structure.test.ts), so the document frame comes from
 * lib/html-page.ts and the styles are its own.
 */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f5f8; color: #1c2430; }
  main { max-width: 32rem; margin: 1.5rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 2rem;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  p { line-height: 1.5; margin: 0.5rem 0; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #8a94a3; border-radius: 6px;
    width: 100%; box-sizing: border-box; direction: ltr; text-align: start; }
  [dir="rtl"] input { text-align: end; }
  button { font: inherit; margin-top: 1rem; padding: 0.5rem 1.1rem; border: 0; border-radius: 6px;
    background: #0b5cad; color: #fff; cursor: pointer; }
  .hint { color: #4a5566; font-size: 0.9rem; }
  .notice { padding: 0.6rem 0.9rem; border-radius: 6px; background: #e6f2e8; color: #1d5b2a; }
  .error { padding: 0.6rem 0.9rem; border-radius: 6px; background: #fbe9ea; color: #a4262c; }
  .languages { display: flex; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
  .languages a[aria-current] { font-weight: 700; text-decoration: none; }
  .bar { display: flex; justify-content: flex-end; padding: 0.5rem 1.5rem 0; }
  @media (max-width: 40rem) { main { margin: 0.75rem; padding: 1rem 1.25rem; } }
`;

export const SETUP_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // The link's token is in this page's address: no other site learns it from a Referer.
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    `default-src 'none'; style-src ${styleSource(STYLE)}; ` +
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

export interface SetupPageContext {
  lang: SetupLanguage;
  t: SetupTexts;
  /** The link's token, carried by the language switch; absent on pages where it no longer matters. */
  token?: string;
}

export const setupContext = (lang: SetupLanguage, token?: string): SetupPageContext => ({
  lang,
  t: SETUP_TEXTS[lang],
  token,
});

function languageSwitch({ lang, t, token }: SetupPageContext): string {
  const links = SETUP_LANGUAGES.map((code) => {
    const query = new URLSearchParams({ ...(token ? { token } : {}), lang: code });
    const current = code === lang ? ' aria-current="true"' : '';
    return `<li><a href="/operator/setup?${escapeHtml(query.toString())}" lang="${code}" hreflang="${code}"${current}>${escapeHtml(SETUP_TEXTS[code].languageName)}</a></li>`;
  }).join('');
  return `<nav aria-label="${escapeHtml(t.languageSwitch)}"><ul class="languages">${links}</ul></nav>`;
}

function page(context: SetupPageContext, title: string, body: string): string {
  return htmlDocument({
    lang: context.lang,
    title,
    style: STYLE,
    body: `<div class="bar">${languageSwitch(context)}</div>
<main>
${body}
</main>`,
  });
}

export interface SetupForm {
  email: string;
  role: 1 | 2;
  csrf: string;
  error?: string;
}

export function setupFormPage(context: SetupPageContext, form: SetupForm): string {
  const { t, lang, token = '' } = context;
  const error = form.error
    ? `<p class="error" role="alert" id="password-error">${escapeHtml(form.error)}</p>`
    : '';
  const described = form.error ? 'password-rule password-error' : 'password-rule';
  return page(
    context,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<p><strong>${escapeHtml(t.account)}:</strong> <bdi dir="ltr">${escapeHtml(form.email)}</bdi> (${escapeHtml(t.roleNames[form.role])})</p>
${error}
<form method="post" action="/operator/setup">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="csrf" value="${escapeHtml(form.csrf)}">
<input type="hidden" name="lang" value="${lang}">
<input type="email" name="username" value="${escapeHtml(form.email)}" autocomplete="username" hidden>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="64" aria-describedby="${described}"${form.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="password-rule">${escapeHtml(t.passwordRule)}</p>
<label for="confirmPassword">${escapeHtml(t.confirmPassword)}</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required maxlength="64">
<button type="submit">${escapeHtml(t.save)}</button>
</form>`,
  );
}

export function setupDonePage(context: SetupPageContext): string {
  const { t } = context;
  return page(
    context,
    t.doneTitle,
    `<h1>${escapeHtml(t.doneTitle)}</h1>
<p class="notice" role="status">${escapeHtml(t.doneText)}</p>
<p><a href="/operator">${escapeHtml(t.signIn)}</a></p>`,
  );
}

export function setupErrorPage(context: SetupPageContext, title: string, text: string): string {
  return page(
    context,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(text)}</p>
<p><a href="/operator">${escapeHtml(context.t.backToConsole)}</a></p>`,
  );
}
