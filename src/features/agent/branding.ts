import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { HEX_COLOUR_PATTERN } from '@/lib/forms/rules';
import { darkenForText, readableTextOn } from '@/lib/themeContrast';
import { rootReducer } from '@/store/makeStore';
import { loggedOut } from '@/store/sessionSlice';
import { noAgentBranding, type AgentBrandingState } from './brandingState';

export { selectAgentBranding, type AgentBrandingState } from './brandingState';

/** The branding of the logged-in agent (their parent agent's, for sub-agents and staff). */
export interface AgentBranding {
  logoUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
}

/** A colour only when it is `#` and 3 or 6 hex digits: nothing else reaches a style. */
export function safeHex(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return HEX_COLOUR_PATTERN.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** Only an https or http address (the API's asset) is used as the header's logo. */
export function safeLogoUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The custom properties the header takes the agent's colours from (see .agent-branded in
 * _agent-signup.scss), each colour validated again, with readable text colours; empty when the
 * agent has no valid colour.
 */
export function brandingVariables(branding: AgentBranding): Record<string, string> {
  const vars: Record<string, string> = {};
  const primary = safeHex(branding.primaryColor);
  const secondary = safeHex(branding.secondaryColor);
  if (primary) {
    vars['--agent-primary'] = primary;
    vars['--agent-on-primary'] = readableTextOn(primary) ?? '#ffffff';
    vars['--agent-primary-text'] = darkenForText(primary) ?? primary;
  }
  if (secondary) {
    vars['--agent-secondary'] = secondary;
    vars['--agent-on-secondary'] = readableTextOn(secondary) ?? '#111111';
  }
  return vars;
}

const initialState: AgentBrandingState = noAgentBranding;

const slice = createSlice({
  name: 'agentBranding',
  initialState,
  reducers: {
    agentBrandingLoaded(_state, action: PayloadAction<AgentBranding>) {
      return { logoUrl: safeLogoUrl(action.payload.logoUrl), variables: brandingVariables(action.payload) };
    },
    agentBrandingCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

declare module '@/store/makeStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/**
 * Added to the store's reducer when this module loads, with the header's background work (see
 * LazyLoadedSlices in makeStore); the header reads the state through brandingState.ts.
 */
export const agentBrandingSlice = slice.injectInto(rootReducer);

export const { agentBrandingLoaded, agentBrandingCleared } = agentBrandingSlice.actions;
