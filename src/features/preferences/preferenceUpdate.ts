/** Exactly one preference per call (docs/auth-contract.md, "Preferences, wallet, agent panel"). */
export type PreferenceUpdate =
  { preferredLanguage: string } | { preferredCurrency: string } | { preferredCountry: string };
