'use client';

import { useEffect } from 'react';
import type { AgentBrandingState } from './brandingState';

/**
 * Puts the agent's colours on the whole agent site, as the application's preview showed them: the
 * validated custom properties (branding.ts) on <html> with the `agent-branded` class, which
 * re-points the theme's colours (_agent-brand.scss) for the header, buttons and links alike.
 * Removed again when the branding goes (logout, another user).
 */
export function useSiteBranding(branding: AgentBrandingState): void {
  const { variables } = branding;
  useEffect(() => {
    const names = Object.keys(variables);
    if (names.length === 0) return;
    const root = document.documentElement;
    root.classList.add('agent-branded');
    for (const name of names) root.style.setProperty(name, variables[name] ?? null);
    return () => {
      root.classList.remove('agent-branded');
      for (const name of names) root.style.removeProperty(name);
    };
  }, [variables]);
}
