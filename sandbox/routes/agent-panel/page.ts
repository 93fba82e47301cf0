import { escapeHtml, htmlDocument, styleSource } from '../../lib/html-page';

/**
 * The agent panel page: small, self-contained HTML with its styles inline (allowed by hash in the
 * Content-Security-Policy, nothing else may load). Every value is escaped.
 */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f5f8; color: #1c2430; }
  main { background: #fff; border-radius: 12px; padding: 2rem 2.5rem; max-width: 34rem;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  p { line-height: 1.5; margin: 0.5rem 0; }
  .error h1 { color: #a4262c; }
`;

export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': `default-src 'none'; style-src ${styleSource(STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
};

export { escapeHtml };

function page(title: string, body: string, className = ''): string {
  return htmlDocument({
    lang: 'en',
    title,
    style: STYLE,
    body: `<main${className ? ` class="${className}"` : ''}>
${body}
</main>`,
  });
}

export interface SignedInAgent {
  clubName: string;
  fullName: string;
  email: string;
  /** Agent, Sub-agent or Staff user. */
  role: string;
}

export function signedInPage({ clubName, fullName, email, role }: SignedInAgent): string {
  return page(
    `${clubName} — Agent panel`,
    `<h1>${escapeHtml(clubName)} — Agent panel</h1>
<p data-testid="signed-in-as">Signed in as ${escapeHtml(fullName)} (${escapeHtml(email)}) — ${escapeHtml(role)}</p>
<p>This reference panel only confirms the hand-off from the site. A club's real agent dashboard would open here.</p>`,
  );
}

export function errorPage(reason: string): string {
  return page(
    'Agent panel — link not valid',
    `<h1>This link is not valid</h1>
<p data-testid="panel-error">${escapeHtml(reason)}</p>
<p>Go back to the site and choose the dashboard button again.</p>`,
    'error',
  );
}
