import type { ReactNode } from 'react';
import { useIdle } from './useIdle';

/**
 * Mounts `children` once the browser is first idle after hydration (see useIdle): their first
 * render and effects are a task of their own, not part of the page's hydration, and the component
 * around it does not render again for it.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  return useIdle() ? children : null;
}
