import { useTranslations } from 'next-intl';

/**
 * The name a visitor reads for a URL parameter on the invalid-URL pages ("Departure date" for
 * `depart`, "الفندق" for `hotelId`), in the page's language; a multi-city leg's parameter
 * (`depart2`) names its flight. A parameter the site does not know (a visitor's typo, which the
 * "unknown parameter" reason quotes) is shown as it was written.
 *
 * Not a client-only hook: the invalid-URL pages are server components and call it while rendering
 * on the server (marked 'use client', it made those pages fail with a server error).
 */
export function useUrlParamName(): (param: string) => string {
  const t = useTranslations('Messages');
  return (param: string) => {
    const [, base = param, leg] = /^([a-zA-Z]+?)(\d*)$/.exec(param) ?? [];
    const key = `url_params.${base}`;
    if (!t.has(key)) return param;
    const name = t(key);
    return leg ? t('url_param_leg', { n: Number(leg), name }) : name;
  };
}
