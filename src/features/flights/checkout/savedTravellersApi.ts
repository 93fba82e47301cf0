import type { SavedTraveller, SavedTravellerBody } from '@/features/travellers/savedTravellerCalls';
import type { TravellerDraft } from './flightCheckoutSlice';

export type { SavedTraveller, SavedTravellerBody } from '@/features/travellers/savedTravellerCalls';
export {
  createSavedTraveller,
  fetchSavedTravellers,
  updateSavedTraveller,
} from '@/features/travellers/savedTravellerCalls';

/** What the API keeps of a traveller form: trimmed, passport upper case, no passenger type. */
export function savedTravellerBody(traveller: TravellerDraft): SavedTravellerBody {
  return {
    firstName: traveller.firstName.trim(),
    lastName: traveller.lastName.trim(),
    dateOfBirth: traveller.dateOfBirth,
    gender: traveller.gender === 'M' ? 'M' : 'F',
    passportNumber: traveller.passportNumber.trim().toUpperCase(),
    expiryDate: traveller.expiryDate,
  };
}

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'gender', 'passportNumber', 'expiryDate'] as const;

/** Whether the form still holds exactly what the saved traveller has. */
export function sameAsSaved(traveller: TravellerDraft, saved: SavedTraveller): boolean {
  const body = savedTravellerBody(traveller);
  return FIELDS.every((field) => body[field] === saved[field]);
}

/** The saved traveller a form is linked to: the one it was filled from, else one with its passport. */
export function linkedSaved(traveller: TravellerDraft, saved: readonly SavedTraveller[]) {
  if (traveller.savedId != null) {
    const filledFrom = saved.find((s) => s.id === traveller.savedId);
    if (filledFrom) return filledFrom;
  }
  const passport = traveller.passportNumber.trim().toUpperCase();
  return passport ? saved.find((s) => s.passportNumber === passport) : undefined;
}

export type SaveStep =
  { kind: 'create'; body: SavedTravellerBody } | { kind: 'update'; id: number; body: SavedTravellerBody };

/**
 * What to write once the booking is paid: each traveller whose box was ticked (it starts unticked) is
 * created, or updated when it is linked to a saved one and changed; an unchanged one, or a passport
 * already planned, is skipped.
 */
export function planSaves(
  travellers: readonly TravellerDraft[],
  saved: readonly SavedTraveller[],
): SaveStep[] {
  const steps: SaveStep[] = [];
  const planned = new Set<string>();
  for (const traveller of travellers) {
    if (traveller.saveToAccount !== true) continue;
    const body = savedTravellerBody(traveller);
    if (planned.has(body.passportNumber)) continue;
    planned.add(body.passportNumber);
    const linked = linkedSaved(traveller, saved);
    if (!linked) steps.push({ kind: 'create', body });
    else if (!sameAsSaved(traveller, linked)) steps.push({ kind: 'update', id: linked.id, body });
  }
  return steps;
}
