import { colord } from 'colord';
import mjml2html from 'mjml';
import type { MJMLParseResults } from 'mjml-core';
import type { FramedMail, MailBlock, MailClub, MailContent, MailLanguage } from './content';
import { escapeHtml, ltr, wordsToHtml, wordsToText, type Words } from './parts';
import { mailTexts } from './texts';

/**
 * The one frame every mail goes out in: the club's logo and colours on top, the greeting, the body,
 * the club team's sign-off, and a footer with the club's contact and legal line — as HTML built with
 * MJML (responsive tables that mail clients render) and as the plain-text part beside it. Arabic mail
 * is `dir="rtl"`, right-aligned, set in an Arabic-friendly type with a taller line; codes, references
 * and amounts are isolated so they keep their left-to-right order.
 */

/** The content id of the inline logo (the mail carries it as an attachment, see ./club.ts). */
export const LOGO_CID = 'club-logo';

const FONTS: Record<MailLanguage, { family: string; lineHeight: string }> = {
  en: { family: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", lineHeight: '1.55' },
  // Arabic letters must never be letter-spaced; Naskh faces and a taller line read better.
  ar: {
    family: "'Segoe UI', Tahoma, 'Noto Naskh Arabic', 'Noto Sans Arabic', 'Geeza Pro', Arial, sans-serif",
    lineHeight: '1.9',
  },
};

const MUTED = '#5f6673';

/** White or near-black, whichever reads on the club's colour. */
const inkOn = (background: string) => (colord(background).isLight() ? '#1d232b' : '#ffffff');

const attr = (value: string) => escapeHtml(value);

function blockToMjml(block: MailBlock, club: MailClub, align: string): string {
  switch (block.type) {
    case 'text':
      return `<mj-text align="${align}">${wordsToHtml(block.words)}</mj-text>`;
    case 'code':
      return (
        `<mj-text align="center" font-size="30px" letter-spacing="6px" font-weight="700" ` +
        `font-family="'SFMono-Regular', Consolas, 'Liberation Mono', monospace" container-background-color="#f3f5f8" ` +
        `padding="18px 25px"><span dir="ltr">${escapeHtml(block.code)}</span></mj-text>`
      );
    case 'facts': {
      const rows = block.rows
        .map(
          (row) =>
            `<tr><td style="padding:6px 0;color:${MUTED};vertical-align:top;width:38%;text-align:${align};">${escapeHtml(row.label)}</td>` +
            `<td style="padding:6px 0;font-weight:600;vertical-align:top;text-align:${align};">${wordsToHtml(row.value)}</td></tr>`,
        )
        .join('');
      const title = block.title
        ? `<mj-text align="${align}" font-weight="700" color="${attr(club.secondary)}" padding-bottom="0">${escapeHtml(block.title)}</mj-text>`
        : '';
      return `${title}<mj-table padding-top="4px" padding-bottom="4px">${rows}</mj-table>`;
    }
    case 'quote':
      return (
        `<mj-text align="${align}" container-background-color="#f3f5f8" padding="14px 25px">` +
        `<div dir="auto" style="text-align:start;border-inline-start:3px solid ${attr(club.primary)};padding-inline-start:12px;white-space:pre-wrap;">` +
        `${escapeHtml(block.text)}</div></mj-text>`
      );
    case 'action':
      return (
        `<mj-button href="${attr(block.url)}" background-color="${attr(club.primary)}" color="${inkOn(club.primary)}" ` +
        `font-weight="700" border-radius="6px" inner-padding="12px 26px">${escapeHtml(block.label)}</mj-button>`
      );
  }
}

function blockToText(block: MailBlock, rtl: boolean): string {
  switch (block.type) {
    case 'text':
      return wordsToText(block.words, rtl);
    case 'code':
      return block.code;
    case 'facts': {
      const rows = block.rows.map((row) => `${row.label}: ${wordsToText(row.value, rtl)}`);
      return [...(block.title ? [block.title] : []), ...rows].join('\n');
    }
    case 'quote':
      return rtl ? `\u2068${block.text}\u2069` : block.text;
    case 'action':
      return `${block.label}: ${wordsToText(ltr(block.url), rtl)}`;
  }
}

/** The footer's lines: the club, how to reach it, where it is, and its legal line. */
function footerLines(language: MailLanguage, club: MailClub): Words[] {
  const texts = mailTexts[language].frame;
  const reach: Words[] = [];
  if (club.contact.email) reach.push([texts.email, ltr(club.contact.email)]);
  if (club.contact.phone) reach.push([texts.phone, ltr(club.contact.phone)]);
  return [
    club.name,
    ...reach,
    ...(club.contact.address ? [club.contact.address] : []),
    ...(club.legal ? [club.legal] : []),
  ];
}

function header(club: MailClub): string {
  const band = `<mj-section background-color="${attr(club.primary)}" padding="4px 0"><mj-column><mj-spacer height="2px" /></mj-column></mj-section>`;
  if (club.logo) {
    // Shown at most 56 px tall, keeping its proportions.
    const height = Math.min(56, club.logo.height);
    const width = Math.round((club.logo.width / club.logo.height) * height);
    return (
      `${band}<mj-section background-color="#ffffff" padding="18px 0 6px"><mj-column>` +
      `<mj-image src="cid:${LOGO_CID}" alt="${attr(club.name)}" width="${width}px" height="${height}px" align="center" />` +
      `</mj-column></mj-section>`
    );
  }
  return (
    `${band}<mj-section background-color="#ffffff" padding="18px 0 6px"><mj-column>` +
    `<mj-text align="center" font-size="22px" font-weight="700" color="${attr(club.secondary)}">${escapeHtml(club.name)}</mj-text>` +
    `</mj-column></mj-section>`
  );
}

/** Frames `content` for `club` in `language`: the subject, the plain-text part and the HTML part. */
export function frameMail(language: MailLanguage, club: MailClub, content: MailContent): FramedMail {
  const rtl = language === 'ar';
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  const texts = mailTexts[language].frame;
  const greeting = content.greet === false ? null : texts.greeting(content.greet);
  const signed = content.signed ?? true;
  const subject = wordsToText(content.subject, rtl);
  const footer = footerLines(language, club);

  const text = [
    ...(greeting ? [greeting] : []),
    ...content.blocks.map((block) => blockToText(block, rtl)),
    ...(signed ? [texts.signOff(club.name)] : []),
    ['--', ...footer.map((line) => wordsToText(line, rtl))].join('\n'),
  ].join('\n\n');

  const font = FONTS[language];
  const body = [
    ...(greeting ? [`<mj-text align="${align}">${escapeHtml(greeting)}</mj-text>`] : []),
    ...content.blocks.map((block) => blockToMjml(block, club, align)),
    ...(signed
      ? [`<mj-text align="${align}" padding-top="18px">${escapeHtml(texts.signOff(club.name))}</mj-text>`]
      : []),
  ].join('\n');
  const footerHtml = footer.map((line) => wordsToHtml(line)).join('<br>');

  const source = `<mjml lang="${language}" dir="${dir}">
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-preview>${escapeHtml(subject)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${attr(font.family)}" />
      <mj-section direction="${dir}" />
      <mj-column direction="${dir}" />
      <mj-text font-size="16px" line-height="${font.lineHeight}" color="#1d232b" padding="8px 25px" />
      <mj-table font-size="15px" line-height="${font.lineHeight}" color="#1d232b" />
    </mj-attributes>
    <mj-style>bdi { unicode-bidi: isolate; } a { color: ${attr(club.secondary)}; }</mj-style>
  </mj-head>
  <mj-body background-color="#eef0f3" width="600px">
    <mj-wrapper padding="20px 0">
      ${header(club)}
      <mj-section background-color="#ffffff" padding="4px 0 22px">
        <mj-column>
${body}
        </mj-column>
      </mj-section>
      <mj-section padding="14px 0">
        <mj-column>
          <mj-text align="${align}" font-size="13px" color="${MUTED}" line-height="${font.lineHeight}">${footerHtml}</mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;
  // mjml 4 renders synchronously; the installed @types/mjml-core describe mjml 5's promise (mjml 5
  // needs Node 22, the sandbox runs on Node 20: docs/mail.md).
  const { html, errors } = mjml2html(source, {
    validationLevel: 'strict',
    keepComments: false,
  }) as unknown as MJMLParseResults;
  // A template mistake is the sandbox's bug, never the reader's: fail loudly in the tests.
  if (errors.length > 0) throw new Error(`MJML: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return { language, subject, text, html };
}
