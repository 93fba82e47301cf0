import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { persistKeyFor, startPersistence } from '@/store/persist';
import type { AgentApplication, MissingPart } from './api';
import { draftCleared, draftSaved, draftStepReached, emptyDraft, selectDraft } from './draftSlice';
import { firstIncompleteStep, resumeView } from './resume';

function anApplication(
  overrides: Partial<AgentApplication> = {},
  missing: MissingPart[] = [],
): AgentApplication {
  return {
    id: 1,
    status: 2,
    submittedAt: null,
    reviewedAt: null,
    rejectionReason: null,
    editable: true,
    missing,
    person: {
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@agency.test',
      isEmailVerified: true,
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      secondaryPhoneCountryCode: null,
      secondaryPhoneNumber: null,
    },
    company: null,
    branding: { logoUrl: null, primaryColor: null, secondaryColor: null },
    documents: [],
    ...overrides,
  };
}

afterEach(() => window.localStorage.clear());

describe('the sign-up draft', () => {
  it('starts at step 1, empty', () => {
    const store = makeStore({ language: 'en', currency: 'USD' });
    expect(selectDraft(store.getState())).toEqual(emptyDraft);
    expect(emptyDraft.step).toBe(1);
  });

  it('keeps the fields it has and never a password or its confirmation', () => {
    const store = makeStore({ language: 'en', currency: 'USD' });
    store.dispatch(
      draftSaved({
        firstName: 'Layla',
        password: 'Travel@123',
        confirmPassword: 'Travel@123',
        haveIata: 'maybe',
      }),
    );
    const draft = selectDraft(store.getState()) as unknown as Record<string, unknown>;
    expect(draft.firstName).toBe('Layla');
    expect(draft).not.toHaveProperty('password');
    expect(draft).not.toHaveProperty('confirmPassword');
    expect(draft.haveIata).toBe('no');
  });

  it.each([
    [3, 3],
    [4, 4],
    [0, 1],
    [9, 1],
    [2.5, 2],
  ])('step %s is kept as %i', (step, kept) => {
    const store = makeStore({ language: 'en', currency: 'USD' });
    store.dispatch(draftStepReached(step));
    expect(selectDraft(store.getState()).step).toBe(kept);
  });

  it('is in the persisted state blob, without the password, and comes back after a reload', async () => {
    const first = makeStore({ language: 'en', currency: 'USD' });
    const persistor = await startPersistence(first, 7);
    first.dispatch(draftSaved({ companyName: 'Gulf Wings', password: 'Travel@123' }));
    first.dispatch(draftStepReached(3));
    await persistor.flush();
    const stored = window.localStorage.getItem(`persist:${persistKeyFor(7)}`) ?? '';
    expect(stored).toContain('Gulf Wings');
    expect(stored).not.toContain('Travel@123');
    expect(stored).not.toContain('password');

    const second = makeStore({ language: 'en', currency: 'USD' });
    await startPersistence(second, 7);
    expect(selectDraft(second.getState())).toMatchObject({ companyName: 'Gulf Wings', step: 3 });
  });

  it('is emptied after submitting', () => {
    const store = makeStore({ language: 'en', currency: 'USD' });
    store.dispatch(draftSaved({ firstName: 'Layla' }));
    store.dispatch(draftStepReached(4));
    store.dispatch(draftCleared());
    expect(selectDraft(store.getState())).toEqual(emptyDraft);
  });
});

describe('where a returning applicant resumes', () => {
  it.each<[string, number, AgentApplication | null, ReturnType<typeof resumeView>]>([
    ['no application yet: the person, whatever the draft says', 3, null, { kind: 'step', step: 1 }],
    [
      'an e-mail not verified: the code',
      2,
      anApplication({ person: { ...anApplication().person, isEmailVerified: false } }, ['email', 'company']),
      { kind: 'verify' },
    ],
    [
      'the draft at step 1 after the account exists: the company',
      1,
      anApplication({}, ['company']),
      { kind: 'step', step: 2 },
    ],
    [
      'the draft at step 3 with the company missing: the company',
      3,
      anApplication({}, ['company', 'logo']),
      { kind: 'step', step: 2 },
    ],
    [
      'the draft at step 3 with the branding missing: branding',
      3,
      anApplication({}, ['logo', 'documents']),
      { kind: 'step', step: 3 },
    ],
    [
      'the draft at step 4 with only documents missing: documents',
      4,
      anApplication({}, ['documents']),
      { kind: 'step', step: 4 },
    ],
    [
      'the draft back at step 2 with nothing missing: step 2',
      2,
      anApplication({}, []),
      { kind: 'step', step: 2 },
    ],
    [
      'a submitted application: the review page',
      4,
      anApplication({ submittedAt: '2026-11-25T10:00:00Z' }),
      { kind: 'review' },
    ],
    [
      'an application in review: the review page',
      2,
      anApplication({ status: 3, editable: false }),
      { kind: 'review' },
    ],
  ])('%s', (_case, step, application, view) => {
    expect(resumeView(step, application)).toEqual(view);
  });

  it.each<[MissingPart[], number]>([
    [['company', 'logo', 'documents'], 2],
    [['primaryColor'], 3],
    [['secondaryColor', 'documents'], 3],
    [['documents'], 4],
    [[], 4],
  ])('missing %j → first incomplete step %i', (missing, step) => {
    expect(firstIncompleteStep(anApplication({}, missing))).toBe(step);
  });
});
