import { describe, expect, it } from 'vitest';
import { clubNameIn } from './clubs';
import { fareBrandIn } from './flight-offers/fares';

describe("names in a mail's or a document's language (issue 30 item 19)", () => {
  it.each([
    ['ar', 'سكاي لاين للسفر'],
    ['ar-SA', 'سكاي لاين للسفر'],
    ['en', 'Skyline Travel'],
    [undefined, 'Skyline Travel'],
  ])('the club for %s reads %s', (language, name) => {
    expect(clubNameIn({ name: 'Skyline Travel', nameAr: 'سكاي لاين للسفر' }, language)).toBe(name);
  });

  it('keeps the name when the club has no Arabic one', () => {
    expect(clubNameIn({ name: 'Skyline Travel', nameAr: '' }, 'ar')).toBe('Skyline Travel');
  });

  it('names fare brands in Arabic for Arabic readers only', () => {
    expect(fareBrandIn('Basic', 'ar')).toBe('الأساسية');
    expect(fareBrandIn('Business Flex', 'ar')).toBe('رجال الأعمال المرنة');
    expect(fareBrandIn('Basic', 'en')).toBe('Basic');
    expect(fareBrandIn('Unheard Of', 'ar')).toBe('Unheard Of');
  });
});
