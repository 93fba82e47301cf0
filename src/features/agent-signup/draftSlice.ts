import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/makeStore';

/**
 * The agent sign-up draft (spec section 3), kept in the persisted state so that a reload or a
 * return later resumes where the applicant stopped. It never holds the password or its
 * confirmation (they are not fields of it at all), nor files: the logo and the documents are on
 * the server once chosen.
 */
export interface AgentSignupDraft {
  /** The step the applicant was on: 1 person, 2 company, 3 branding, 4 documents. */
  step: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: string;
  phoneCountryCode: string;
  phoneNumber: string;
  secondaryPhoneCountry: string;
  secondaryPhoneCountryCode: string;
  secondaryPhoneNumber: string;
  companyName: string;
  pointOfContact: string;
  address: string;
  haveIata: 'yes' | 'no';
  iataNumber: string;
  primaryColor: string;
  secondaryColor: string;
}

export const SIGNUP_STEPS = [1, 2, 3, 4] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export const emptyDraft: AgentSignupDraft = {
  step: 1,
  firstName: '',
  lastName: '',
  email: '',
  phoneCountry: '',
  phoneCountryCode: '',
  phoneNumber: '',
  secondaryPhoneCountry: '',
  secondaryPhoneCountryCode: '',
  secondaryPhoneNumber: '',
  companyName: '',
  pointOfContact: '',
  address: '',
  haveIata: 'no',
  iataNumber: '',
  primaryColor: '',
  secondaryColor: '',
};

type DraftField = Exclude<keyof AgentSignupDraft, 'step'>;
const DRAFT_FIELDS = Object.keys(emptyDraft).filter((k) => k !== 'step') as DraftField[];

/** Only the draft's own fields, as strings: anything else a form holds (a password) is left out. */
export function draftFieldsOf(values: Partial<Record<string, unknown>>): Partial<AgentSignupDraft> {
  const picked: Partial<Record<DraftField, string>> = {};
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    if (typeof value === 'string') picked[field] = value;
  }
  const { haveIata, ...rest } = picked;
  return haveIata === 'yes' || haveIata === 'no' ? { ...rest, haveIata } : rest;
}

const slice = createSlice({
  name: 'agentSignup',
  initialState: emptyDraft,
  reducers: {
    draftSaved(state, action: PayloadAction<Partial<Record<string, unknown>>>) {
      Object.assign(state, draftFieldsOf(action.payload));
    },
    draftStepReached(state, action: PayloadAction<number>) {
      const step = Math.trunc(action.payload);
      state.step = step >= 1 && step <= 4 ? step : 1;
    },
    draftCleared() {
      return emptyDraft;
    },
  },
  selectors: {
    selectDraft: (state) => state,
  },
});

declare module '@/store/makeStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Added to the store's reducer when this module loads (see LazyLoadedSlices in makeStore). */
export const agentSignupSlice = slice.injectInto(rootReducer);

export const { draftSaved, draftStepReached, draftCleared } = agentSignupSlice.actions;
export const { selectDraft } = agentSignupSlice.selectors;
