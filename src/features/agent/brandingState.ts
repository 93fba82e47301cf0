import type { RootState } from '@/store/makeStore';

/** What the header shows of the logged-in agent's branding (see branding.ts). */
export interface AgentBrandingState {
  logoUrl: string | null;
  variables: Record<string, string>;
}

export const noAgentBranding: AgentBrandingState = { logoUrl: null, variables: {} };

/**
 * The agent's branding for the header: none until the branding's code (with the header's
 * background work, after the page) has added its slice and loaded one. Apart from branding.ts, so
 * that the header's first-load JavaScript does not carry the slice.
 */
export function selectAgentBranding(state: Partial<RootState>): AgentBrandingState {
  return state.agentBranding ?? noAgentBranding;
}
