/** Languages and currencies every club can pick from. Rates are demo figures: units per 1 USD. */

export const languageSeeds = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'ar', name: 'العربية' },
];

export interface CurrencySeed {
  code: string;
  name: string;
  symbol: string;
  ratePerUsd: number;
  decimals: number;
}

export const currencySeeds: CurrencySeed[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', ratePerUsd: 1, decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', ratePerUsd: 0.92, decimals: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', ratePerUsd: 0.79, decimals: 2 },
  { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ', ratePerUsd: 3.6725, decimals: 2 },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'ر.س', ratePerUsd: 3.75, decimals: 2 },
  { code: 'QAR', name: 'Qatari Riyal', symbol: 'ر.ق', ratePerUsd: 3.64, decimals: 2 },
  { code: 'KWD', name: 'Kuwaiti Dinar', symbol: 'د.ك', ratePerUsd: 0.3075, decimals: 3 },
  { code: 'BHD', name: 'Bahraini Dinar', symbol: '.د.ب', ratePerUsd: 0.376, decimals: 3 },
  { code: 'OMR', name: 'Omani Rial', symbol: 'ر.ع.', ratePerUsd: 0.3845, decimals: 3 },
  { code: 'EGP', name: 'Egyptian Pound', symbol: 'ج.م', ratePerUsd: 48.6, decimals: 2 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', ratePerUsd: 83.4, decimals: 2 },
];

/** The icon the API advertises for a currency; served by the assets routes. */
export function currencyIconUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/assets/currencies/${code}.svg`;
}
