import { describe, expect, it } from 'vitest';
import type { TravellerDraft } from './flightCheckoutSlice';
import { planSaves, savedTravellerBody, type SavedTraveller } from './savedTravellersApi';
import { aSavedTraveller } from '@tests/builders/aSavedTraveller';

const saved: SavedTraveller = aSavedTraveller({ createdAt: '', updatedAt: '' });

function aDraft(overrides: Partial<TravellerDraft> = {}): TravellerDraft {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = saved;
  return { type: 'ADT', ...fields, saveToAccount: true, ...overrides };
}

describe('savedTravellerBody', () => {
  it('trims names and upper-cases the passport, without the passenger type or the link', () => {
    expect(
      savedTravellerBody(aDraft({ firstName: ' Sara ', passportNumber: ' n4821937 ', savedId: 1 })),
    ).toEqual({
      firstName: 'Sara',
      lastName: 'Haddad',
      dateOfBirth: '1990-04-12',
      gender: 'F',
      passportNumber: 'N4821937',
      expiryDate: '2034-03-31',
    });
  });
});

describe('planSaves', () => {
  it.each<[string, TravellerDraft[], string[]]>([
    ['an unchanged filled traveller: nothing', [aDraft({ savedId: 1 })], []],
    ['a changed filled traveller: an update', [aDraft({ savedId: 1, lastName: 'Farouk' })], ['update 1']],
    [
      'a typed traveller with a saved passport: linked by the passport',
      [aDraft({ savedId: null, expiryDate: '2035-01-01' })],
      ['update 1'],
    ],
    ['the same saved details typed by hand: nothing', [aDraft({ passportNumber: 'n4821937' })], []],
    ['a new traveller: a create', [aDraft({ passportNumber: 'K1234567' })], ['create K1234567']],
    ['an unticked one: nothing', [aDraft({ passportNumber: 'K1234567', saveToAccount: false })], []],
    [
      'a box never ticked (or a draft from before it existed) saves nothing',
      [aDraft({ passportNumber: 'K1234567', saveToAccount: undefined })],
      [],
    ],
    [
      'one passport twice: one write',
      [aDraft({ passportNumber: 'K1234567' }), aDraft({ passportNumber: 'k1234567', type: 'CHD' })],
      ['create K1234567'],
    ],
    [
      'a link to a traveller that is gone: by passport, else a create',
      [aDraft({ savedId: 99, passportNumber: 'K1234567' })],
      ['create K1234567'],
    ],
  ])('%s', (_, travellers, expected) => {
    expect(
      planSaves(travellers, [saved]).map((step) =>
        step.kind === 'create' ? `create ${step.body.passportNumber}` : `update ${step.id}`,
      ),
    ).toEqual(expected);
  });
});
