import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import ar from '../messages/ar.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * The placeholders of an ICU message, e.g. `{club}` and `{year}` (named ones: a plural branch such as
 * `=1 {1 traveller}` starts with a digit and is text, not a placeholder).
 */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{([A-Za-z_]\w*)/g)].map((m) => m[1] ?? '').sort();
}

const enKeys = flatten(en as Tree);
const arKeys = flatten(ar as Tree);
const arabicLetter = /[\u0600-\u06FF]/;

describe('messages', () => {
  it('English and Arabic have exactly the same keys', () => {
    const missingInAr = [...enKeys.keys()].filter((k) => !arKeys.has(k));
    const extraInAr = [...arKeys.keys()].filter((k) => !enKeys.has(k));
    expect({ missingInAr, extraInAr }).toEqual({ missingInAr: [], extraInAr: [] });
  });

  it('has no empty strings', () => {
    const empty = [...enKeys, ...arKeys].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...enKeys]
      .filter(([k, v]) => placeholders(v).join() !== placeholders(arKeys.get(k) ?? '').join())
      .map(([k]) => k);
    expect(differing).toEqual([]);
  });

  it('is really translated into Arabic for almost every key', () => {
    const notArabic = [...arKeys].filter(([, v]) => !arabicLetter.test(v)).map(([k]) => k);
    // Only pure templates (a copyright line, a title pattern) may be free of Arabic letters.
    expect(notArabic.length / arKeys.size).toBeLessThan(0.05);
    for (const key of notArabic) expect(arKeys.get(key)).toMatch(/^[\s©%|{}\w]*$/);
  });

  it('holds the keys and texts the specification names', () => {
    expect(enKeys.get('Errors.generic')).toBe('Oops. Something went wrong. Please try again.');
    expect(enKeys.get('Messages.invalid_url_title')).toBe('Invalid URL');
    expect(enKeys.get('Messages.invalid_url')).toBe('Please check the link and try again.');
    for (const key of [
      'NotFound.page_not_found',
      'Offline.check_network',
      'Offline.reconnect',
      'NoConfig.retry',
      'Loader.loading',
      'ErrorPage.retry',
      'ErrorPage.go_home',
    ]) {
      expect(enKeys.has(key), key).toBe(true);
    }
    const validationKeys = [
      'email_valid',
      'enter_your_email',
      'enter_email',
      'password_required',
      'password_must_be_validation',
      'password_not_match',
      'please_confirm_new_password',
      'please_enter_first_name',
      'please_enter_last_name',
      'please_enter_full_name',
      'enter_company_name',
      'enter_address',
      'enter_contact_name',
      'enter_subject',
      'enter_message',
      'reason_require',
      'name_required',
      'enter_valid_name',
      'enter_valid_mobile_number',
      'mobile_number_required',
      'i_am_not_robot',
      'enter_iata',
      'valid_iata',
      'address_max_200',
      'valid_passport',
      'valid_dob',
      'gender_required',
      'select_logo',
      'valid_hex',
      'enter_primary_color',
      'enter_secondary_color',
      'valid_hex_code',
    ];
    const missing = validationKeys.filter((k) => !enKeys.has(`Validation.${k}`));
    expect(missing).toEqual([]);
    const specTexts = [
      'Do not refresh this page',
      'Your booking is in progress, Please do not refresh',
      'This card is not valid, please enter another card',
      'Payment failed',
      'Payment has been Cancelled',
      'No records found',
      // 'Invalid Url. Please check and try again' repeated the page's title 'Invalid URL' in
      // another spelling: a deliberate deviation (docs/deviations.md; issue 30, item 37).
      'Google API is not available',
      'Sorry your flight booking failed due to payment issue',
      'Sorry your hotel booking failed due to payment issue',
      "You haven't added any card",
      'Hey, Need help? Get in touch',
    ];
    const messages = new Set([...enKeys].filter(([k]) => k.startsWith('Messages.')).map(([, v]) => v));
    expect(specTexts.filter((text) => !messages.has(text))).toEqual([]);
  });
});
