import { CLUB_TEXTS } from './club-texts';
import { errorSummary } from './club-page';
import { escapeHtml, message, page, type Operator, type PageContext } from './shell';

/** The editor of one club page (about, terms, privacy) in one language: a title and simple rich text. */

export interface CmsFormState {
  title: string;
  body: string;
  errors?: Record<string, string>;
  notice?: string;
}

export function cmsPageForm(
  context: PageContext,
  operator: Operator,
  base: string,
  { slug, language }: { slug: 'about-us' | 'terms-and-conditions' | 'privacy-policy'; language: string },
  clubName: string,
  { title, body, errors = {}, notice }: CmsFormState,
): string {
  const t = CLUB_TEXTS[context.lang];
  const heading = t.editPage(t.pageNames[slug], t.languageNames[language] ?? language);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const invalid = (name: string) =>
    errors[name]
      ? ` aria-invalid="true" aria-describedby="field-${name}-error${name === 'body' ? ' field-body-hint' : ''}"`
      : name === 'body'
        ? ' aria-describedby="field-body-hint"'
        : '';
  const errorLine = (name: string) =>
    errors[name] ? `<p class="field-error" id="field-${name}-error">${escapeHtml(errors[name])}</p>` : '';
  return page(
    context,
    `${heading} — ${clubName}`,
    `<p><a href="${escapeHtml(base)}">${escapeHtml(t.clubSettingsOf(clubName))}</a></p>
<h1>${escapeHtml(heading)}</h1>
${message(notice, 'notice')}${errorSummary(errors, t, { title: t.pageTitle, body: t.pageBody })}
<form method="post" action="${escapeHtml(`${base}/pages/${slug}/${language}`)}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(operator.csrf)}">
<label for="field-title">${escapeHtml(t.pageTitle)}</label>
<input id="field-title" name="title" lang="${language}" dir="${dir}" maxlength="120" value="${escapeHtml(title)}"${invalid('title')}>
${errorLine('title')}
<label for="field-body">${escapeHtml(t.pageBody)}</label>
<textarea id="field-body" name="body" lang="${language}" dir="${dir}" rows="18"${invalid('body')}>${escapeHtml(body)}</textarea>
<p class="hint" id="field-body-hint">${escapeHtml(t.pageBodyHint)}</p>
${errorLine('body')}
<button type="submit">${escapeHtml(t.save)}</button>
</form>`,
    operator,
  );
}
