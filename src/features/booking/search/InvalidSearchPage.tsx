import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useUrlParamName } from '@/components/feedback/useUrlParamName';
import { QuotedValue } from '@/components/text/QuotedValue';
import { readableLinkValue } from '@/lib/dates/readableValue';

/** The rule a URL broke, with the parameter and its value as the URL had them. */
export interface UrlProblem<R extends string = string> {
  reason: R;
  param: string;
  value: string;
}

/** Long junk in a URL is cut so the explanation stays readable. */
const MAX_SHOWN = 40;
const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/**
 * What a rule's message quotes, for `t.rich`: `{param}` named for visitors, `{value}` cut and read
 * in the page's language, `<v>` around them. Not a client-only hook: the invalid-URL pages are
 * server components.
 */
export function useProblemQuote() {
  const paramName = useUrlParamName();
  const locale = useLocale();
  return (problem: { param: string; value: string }) => ({
    param: shown(paramName(problem.param)),
    value: shown(readableLinkValue(problem.value, locale)),
    v: (chunks: ReactNode) => <QuotedValue>{chunks}</QuotedValue>,
  });
}

/**
 * A search URL that breaks a rule of spec section 5: the 'Invalid URL' message, which rule failed
 * (the module's words), and the module's search form filled with what was valid, so the visitor
 * fixes it in one step.
 */
export function InvalidSearchPage<R extends string>({
  id,
  problem,
  messages,
  reason,
  children,
}: {
  /** Names the heading (`<id>-invalid-title`). */
  id: string;
  /** The rule the URL broke, with the parameter and its value as the URL had them. */
  problem: UrlProblem<R> | null;
  /** The module's namespace whose `invalid_url_reason.<rule>` says it (`{param}`, `{value}`, `<v>`). */
  messages: string;
  /** The module's own words for the rule, in place of its namespace's. */
  reason?: ReactNode;
  /** The module's search form. */
  children: ReactNode;
}) {
  const t = useTranslations('Messages');
  const tReasons = useTranslations(messages);
  const quote = useProblemQuote();
  const said =
    reason ?? (problem && tReasons.rich(`invalid_url_reason.${problem.reason as string}`, quote(problem)));
  const titleId = `${id}-invalid-title`;
  return (
    <section className="container-xxl flight-invalid" aria-labelledby={titleId}>
      <h1 id={titleId} className="flight-invalid__title">
        {t('invalid_url_title')}
      </h1>
      <p className="flight-invalid__text">{t('invalid_url')}</p>
      {said && (
        <p className="flight-invalid__reason" data-testid="invalid-reason">
          {said}
        </p>
      )}
      <p className="flight-invalid__fix">{t('invalid_url_fix')}</p>
      <div className="flight-invalid__form">{children}</div>
    </section>
  );
}
