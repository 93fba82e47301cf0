import { describe, expect, it } from 'vitest';
import { offersForParty, seatedTravellers } from './partySeats';

const offer = (id: string, seatsLeft: number) => ({ offerId: id, seatsLeft });

describe('offersForParty', () => {
  it('counts adults and children, not infants on a lap', () => {
    expect(seatedTravellers({ adults: 2, children: 1 })).toBe(3);
  });

  it.each([
    [{ adults: 1, children: 0 }, ['one', 'three', 'nine']],
    [{ adults: 2, children: 1 }, ['three', 'nine']],
    [{ adults: 9, children: 0 }, ['nine']],
  ])('for %o lists only offers with a seat for everyone', (party, expected) => {
    const offers = [offer('one', 1), offer('three', 3), offer('nine', 9)];
    expect(offersForParty(offers, party).map((o) => o.offerId)).toEqual(expected);
  });
});
