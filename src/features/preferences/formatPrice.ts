/**
 * Money in the chosen currency. Arabic keeps Latin digits (`ar-u-nu-latn`), like the rest of the
 * site, and English uses British conventions. The API already answers prices in the chosen
 * currency, so nothing is converted here.
 */
export function numberLocale(locale: string): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB';
}

const formats = new Map<string, Intl.NumberFormat>();

export function formatPrice(amount: number, currency: string, locale: string, decimals?: number): string {
  const code = currency.toUpperCase();
  const key = `${locale}|${code}|${decimals ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const digits =
      decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    try {
      format = new Intl.NumberFormat(numberLocale(locale), {
        style: 'currency',
        currency: code,
        currencyDisplay: 'code',
        ...digits,
      });
    } catch {
      // Not an ISO 4217 code: the amount with two decimals.
      format = new Intl.NumberFormat(numberLocale(locale), {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formats.set(key, format);
  }
  return format.format(amount);
}
