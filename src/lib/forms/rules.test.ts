import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  HEX_COLOUR_PATTERN,
  NAME_PATTERN,
  TEXT_PATTERN,
  emailCharactersRemoved,
  passwordInputChanges,
  OTP_PATTERN,
  PASSPORT_PATTERN,
  PASSWORD_PATTERN,
  filterCountries,
  nationalDigits,
  sanitiseCountrySearch,
  sanitiseEmailInput,
  sanitisePasswordInput,
} from './rules';

describe('email pattern', () => {
  it.each([
    'customer@skyline.test',
    'a.b@example.co',
    'x1@mail.example.aero',
    'A.B.C@d-e.info',
    'first_last@x.com',
    'first-last@x.com',
  ])('accepts %s', (email) => expect(EMAIL_PATTERN.test(email)).toBe(true));
  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    'a@b.abcdef',
    'a@b.travel',
    'a@@b.com',
    'a b@c.com',
    'a+tag@b.com',
    '@b.com',
    'a@.com',
    'علي@example.com',
  ])('rejects %s', (email) => expect(EMAIL_PATTERN.test(email)).toBe(false));

  it('strips plus signs and disallowed characters as the user types', () => {
    expect(sanitiseEmailInput('ali+promo @mail.com')).toBe('alipromo@mail.com');
    expect(sanitiseEmailInput('a<b>"c"@d.com')).toBe('abc@d.com');
    expect(sanitiseEmailInput('first_last-x@d.com')).toBe('first_last-x@d.com');
    expect(emailCharactersRemoved('jöhn+a b@x.com')).toEqual(['ö', '+', '␣']);
    expect(emailCharactersRemoved('plain@x.com')).toEqual([]);
  });
});

describe('password rule', () => {
  it.each(['Travel@123', 'abcdefg1!', 'كلمةسر1!', 'Pass٣word!', 'سفر@٢٠٢٦x', 'aaaaaaa1#'])(
    'accepts %s',
    (password) => expect(PASSWORD_PATTERN.test(password)).toBe(true),
  );
  it.each([
    ['short', 'Ab1!'],
    ['seven', 'Abcde1!'],
    ['no digit', 'Password!'],
    ['no letter', '12345678!'],
    ['no special', 'Password1'],
    ['whitespace', 'Pass word1!'],
    ['other special only', 'Password1?'],
  ])('rejects %s (%s)', (_why, password) => expect(PASSWORD_PATTERN.test(password)).toBe(false));

  it('strips whitespace and disallowed characters and keeps at most 15 in the popup', () => {
    expect(sanitisePasswordInput(' Tra vel@123 ')).toBe('Travel@123');
    expect(sanitisePasswordInput('Travel?@123()')).toBe('Travel@123');
    expect(sanitisePasswordInput('Abcdefghijk@1234567')).toHaveLength(15);
    expect(sanitisePasswordInput('كلمة١٢٣!')).toBe('كلمة١٢٣!');
    expect(passwordInputChanges('Travel@123')).toEqual({ dropped: false, cut: false });
    expect(passwordInputChanges('Tra vel@123')).toEqual({ dropped: true, cut: false });
    expect(passwordInputChanges('Abcdefghijk@1234567')).toEqual({ dropped: false, cut: true });
  });
});

describe('names', () => {
  it.each(['Ali', 'Ali Hassan', 'علي حسن', "O'Brien", 'Anne-Marie', 'José Núñez', 'محمد بن راشد'])(
    'accepts %s',
    (name) => expect(NAME_PATTERN.test(name)).toBe(true),
  );
  it.each(['', ' ', 'Ali1', 'Ali  Hassan', '<script>', 'Ali_Hassan', '123', 'علي😀'])('rejects %s', (name) =>
    expect(NAME_PATTERN.test(name)).toBe(false),
  );
});

describe('free text (address, company name, subject, message)', () => {
  it.each([
    'Office 12, Al Wasl Road, Dubai',
    'مكتب ١٢، شارع الوصل، دبي',
    'برج «الخليج»؛ الطابق ٣',
    'هل يمكن تغيير الموعد؟',
    'Suite #4 / 2nd floor: "East" wing & lobby (B) - near Gate 7!',
    'Khalil Travel & Tours',
    'شركة الخليل للسفر والسياحة ذ.م.م',
    'Café Zürich – Bahnhofstraße 1',
    'Line one\nLine two',
    'Price: 100 AED + 5% VAT',
  ])('accepts %s', (text) => expect(TEXT_PATTERN.test(text)).toBe(true));
  it.each(['', ' ', '12345', '،؛؟', '١٢٣', '😀😀', 'Dubai 😀', '\u0000Dubai', 'Flat 4 <script>'])(
    'rejects %j',
    (text) => expect(TEXT_PATTERN.test(text)).toBe(false),
  );
});

describe('codes, passports and colours', () => {
  it.each([
    ['123456', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['١٢٣٤٥٦', false],
  ])('code %s → %s', (code, ok) => expect(OTP_PATTERN.test(code)).toBe(ok));

  it.each([
    ['A1234567', true],
    ['X12345', true],
    ['123456789', true],
    ['ABCDEFG', false],
    ['A12', false],
    ['A1234567890', false],
    ['A12-4567', false],
  ])('passport %s → %s', (value, ok) => expect(PASSPORT_PATTERN.test(value)).toBe(ok));

  it.each([
    ['#fff', true],
    ['#0A4D8C', true],
    ['#12345', false],
    ['0A4D8C', false],
    ['#ggg', false],
  ])('colour %s → %s', (value, ok) => expect(HEX_COLOUR_PATTERN.test(value)).toBe(ok));
});

describe('mobile digits after the country code', () => {
  it.each([
    ['+971501234567', '+971', '501234567'],
    ['971501234567', '971', '501234567'],
    ['050 123 4567', '+971', '0501234567'],
    ['+91 98765', '+91', '98765'],
  ])('%s with %s → %s', (full, code, expected) => expect(nationalDigits(full, code)).toBe(expected));
});

describe('country search', () => {
  const countries = [
    { code: 'AE', name: 'United Arab Emirates' },
    { code: 'SA', name: 'Saudi Arabia' },
    { code: 'IN', name: 'India' },
    { code: 'GB', name: 'United Kingdom' },
  ];
  const search = (text: string, selected = 'GB') =>
    filterCountries(
      countries,
      text,
      (c) => c.name,
      (c) => c.code === selected,
    ).map((c) => c.code);

  it.each([
    ['', ['GB', 'AE', 'SA', 'IN']],
    ['united', ['GB', 'AE']],
    ['UNITED', ['GB', 'AE']],
    ['arab', ['AE', 'SA']],
    ['   india', ['IN']],
    ['🇮🇳india', ['IN']],
    ['zzz', []],
  ])('"%s" → %j', (text, expected) => expect(search(text)).toEqual(expected));

  it('keeps at most 50 characters and drops leading whitespace and emoji', () => {
    expect(sanitiseCountrySearch('  😀Oman')).toBe('Oman');
    expect(sanitiseCountrySearch('a'.repeat(60))).toHaveLength(50);
    expect(sanitiseCountrySearch('Saudi Arabia ')).toBe('Saudi Arabia ');
  });

  it('lists names that start with the text first, then word starts, then the rest', () => {
    const world = [
      { code: 'GW', name: 'Guinea-Bissau' },
      { code: 'IN', name: 'India' },
      { code: 'SA', name: 'Saudi Arabia' },
      { code: 'ST', name: 'Sao Tome and Principe' },
    ];
    const order = (text: string, selected = '') =>
      filterCountries(
        world,
        text,
        (c) => c.name,
        (c) => c.code === selected,
      ).map((c) => c.code);
    expect(order('sau')).toEqual(['SA', 'GW']);
    expect(order('SAU', 'GW')).toEqual(['SA', 'GW']);
    expect(order('bis')).toEqual(['GW']);
    expect(order('a')).toEqual(['SA', 'ST', 'GW', 'IN']);
    expect(order('in')).toEqual(['IN', 'GW', 'ST']);
  });

  it('treats the Arabic article as part of a word start', () => {
    const ar = [
      { code: 'GW', name: 'غينيا بيساو' },
      { code: 'TN', name: 'تونس' },
      { code: 'SA', name: 'المملكة العربية السعودية' },
    ];
    const order = (text: string) =>
      filterCountries(
        ar,
        text,
        (c) => c.name,
        () => false,
        'ar',
      ).map((c) => c.code);
    expect(order('سعو')).toEqual(['SA']);
    expect(order('س')).toEqual(['SA', 'GW', 'TN']);
  });

  it('matches Arabic names', () => {
    const ar = [
      { code: 'AE', name: 'الإمارات العربية المتحدة' },
      { code: 'SA', name: 'السعودية' },
    ];
    expect(
      filterCountries(
        ar,
        'السعو',
        (c) => c.name,
        () => false,
      ).map((c) => c.code),
    ).toEqual(['SA']);
  });
});
