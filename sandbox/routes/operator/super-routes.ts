import type { Context } from 'hono';
import { asc } from 'drizzle-orm';
import { CONSOLE_ROLE, clubs, consoleUsers } from '../../db/schema';
import { DEFAULT_CLUB_PAYMENT_METHODS, DEFAULT_TAX_ID_LABEL } from '../../lib/club-payments';
import { showsHijriByDefault } from '../../lib/clubs';
import type { AppEnv } from '../../lib/app-env';
import { createSetupLink } from '../../lib/console-setup';
import { createRouter } from '../../lib/openapi';
import { checkDraft, draftOf, type ClubDraft, type FieldErrors } from './club-model';
import { CLUB_FORM_ASSETS } from './club-extras';
import { clubForm, previewStyle } from './club-page';
import { createClub, loadCatalogue } from './club-store';
import { sealTypedSecrets } from './sealed-input';
import { CLUB_TEXTS } from './club-texts';
import { actorOf, fieldsOf } from './club-routes';
import { errorPage } from './page';
import { contextOf, html, operatorOf, postingOperator, seeOther, type OperatorSession } from './session';
import { escapeHtml, message, page } from './shell';

/**
 * The super administrator's pages: the list of clubs and a new club with its first operator
 * (WL_ADMIN), whose one-time set-up link is shown once, on the answer to the creation.
 */

export const NEW_CLUB_COLOURS = {
  primary_100: '#0b4f8a',
  primary_80: '#3c72a1',
  primary_60: '#6d95b9',
  primary_40: '#9db9d0',
  primary_30: '#b6cadc',
  primary_20: '#cedce8',
  secondary_100: '#13a3a0',
  secondary_80: '#42b5b3',
  secondary_60: '#71c8c6',
  secondary_40: '#a1dad9',
  secondary_20: '#d0edec',
  primary_box: '#eaf3fa',
};

const emptyDraft = (): ClubDraft => ({
  ...draftOf({}),
  languages: ['en', 'ar'],
  defaultLanguage: 'en',
  currencies: ['USD'],
  defaultCurrency: 'USD',
  defaultCountry: 'AE',
  paymentMethods: [...DEFAULT_CLUB_PAYMENT_METHODS],
  taxIdLabel: DEFAULT_TAX_ID_LABEL,
  showHijri: showsHijriByDefault('en'),
  mapsStyleUrl: '',
  mapsKey: '',
  colours: { ...NEW_CLUB_COLOURS },
});

const notSuper = (c: Context<AppEnv>, session: OperatorSession) => {
  const context = contextOf(c);
  return html(
    c,
    errorPage(context, context.t.notFound, CLUB_TEXTS[context.lang].noSuchClub, session.operator),
    404,
  );
};

async function newClubPage(
  c: Context<AppEnv>,
  session: OperatorSession,
  draft: ClubDraft,
  errors?: FieldErrors,
) {
  const context = contextOf(c, '/operator/clubs/new');
  const t = CLUB_TEXTS[context.lang];
  const form = clubForm(
    context,
    session.operator.csrf,
    draft,
    await loadCatalogue(c.var.db),
    NEW_CLUB_COLOURS,
    {
      action: '/operator/clubs/new',
      creating: true,
      errors,
    },
  );
  return page(context, t.newClub, `<h1>${escapeHtml(t.newClub)}</h1>\n${form}`, {
    operator: session.operator,
    styles: [previewStyle(draft, NEW_CLUB_COLOURS)],
    // The live theme preview (the new club has no logo picker yet).
    scripts: CLUB_FORM_ASSETS.scripts,
  });
}

export const superRoutes = createRouter()
  .get('/operator/clubs', async (c) => {
    const session = await operatorOf(c);
    if (!session) return seeOther(c, '/operator');
    if (session.operator.role !== 'SUPER_ADMIN') return notSuper(c, session);
    const context = contextOf(c);
    const t = CLUB_TEXTS[context.lang];
    const rows = await c.var.db
      .select({ id: clubs.id, name: clubs.name, nameAr: clubs.nameAr })
      .from(clubs)
      .orderBy(asc(clubs.id));
    const items = rows
      .map((row) => {
        const name = context.lang === 'ar' && row.nameAr ? row.nameAr : row.name;
        return `<li><a href="/operator/clubs/${row.id}" aria-label="${escapeHtml(t.editClub(name))}">${escapeHtml(name)}</a></li>`;
      })
      .join('');
    const body = `<h1>${escapeHtml(t.clubsTitle)}</h1>
<p><a href="/operator/clubs/new">${escapeHtml(t.newClub)}</a></p>
<ul data-testid="clubs">${items}</ul>`;
    return html(c, page(context, t.clubsTitle, body, session.operator));
  })
  .get('/operator/clubs/new', async (c) => {
    const session = await operatorOf(c);
    if (!session) return seeOther(c, '/operator');
    if (session.operator.role !== 'SUPER_ADMIN') return notSuper(c, session);
    return html(c, await newClubPage(c, session, emptyDraft()));
  })
  .post('/operator/clubs/new', async (c) => {
    const fields = await fieldsOf(c);
    const session = await postingOperator(c, fields);
    if (session instanceof Response) return session;
    if (session.operator.role !== 'SUPER_ADMIN') return notSuper(c, session);
    const context = contextOf(c, '/operator/clubs/new');
    const t = CLUB_TEXTS[context.lang];
    const draft = draftOf(fields);
    const checkedDraft = checkDraft(draft, t, await loadCatalogue(c.var.db), { creating: true });
    const checked =
      'errors' in checkedDraft || fields.intent === 'preview'
        ? checkedDraft
        : sealTypedSecrets(checkedDraft.input, c.var.services.secretBox, t);
    if (fields.intent === 'preview' || 'errors' in checked) {
      const errors = 'errors' in checked ? checked.errors : undefined;
      return html(c, await newClubPage(c, session, draft, errors), fields.intent === 'preview' ? 200 : 400);
    }
    const operatorEmail = draft.operatorEmail.trim().toLowerCase();
    const { config } = c.var;
    const created = await createClub(
      c.var.db,
      actorOf(session),
      {
        slug: draft.slug,
        input: checked.input,
        publicUrl: config.publicUrl,
        withOperator: async (tx, clubId) => {
          const [account] = await tx
            .insert(consoleUsers)
            .values({ email: operatorEmail, role: CONSOLE_ROLE.WL_ADMIN, clubId })
            .onConflictDoNothing()
            .returning({ id: consoleUsers.id });
          if (!account) return null;
          return createSetupLink(tx, account.id, config.publicUrl);
        },
      },
      t,
    );
    if ('errors' in created) return html(c, await newClubPage(c, session, draft, created.errors), 409);
    if (created.extra === null) {
      return html(c, await newClubPage(c, session, draft, { operatorEmail: t.errors.emailTaken }), 409);
    }
    // The link is shown on this answer only (never stored readable, never shown again).
    const body = `<h1>${escapeHtml(t.clubCreated)}</h1>
${message(t.clubCreated, 'notice')}
<p>${escapeHtml(t.setupLinkOnce)}</p>
<p class="once" data-testid="setup-link"><bdi dir="ltr">${escapeHtml(created.extra)}</bdi></p>
<p><a href="/operator/clubs/${created.clubId}">${escapeHtml(t.editClub(checked.input.nameEn))}</a></p>`;
    return html(c, page(context, t.clubCreated, body, session.operator), 201);
  });
