import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * False on the server, while the page hydrates and until the browser is first idle after it; true
 * from then on. What mounts behind it renders in a transition, so an input in the meantime is
 * answered first.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    return whenIdle(() => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle;
}
