/**
 * `next-intl/server` for a route's tests: a translation reads back as `namespace.key@locale`, so a
 * test sees which text of which locale a page asked for; `setRequestLocale` is the test's spy.
 * Use: vi.mock('next-intl/server', () => nextIntlServer(setRequestLocale)), with the spy from vi.hoisted.
 */
export function nextIntlServer(setRequestLocale: (locale: string) => void) {
  return {
    setRequestLocale,
    getTranslations:
      async ({ locale, namespace }: { locale: string; namespace: string }) =>
      (key: string) =>
        `${namespace}.${key}@${locale}`,
  };
}
