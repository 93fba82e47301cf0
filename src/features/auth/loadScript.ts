/** How long a provider's script may take before it counts as unavailable. */
export const SCRIPT_TIMEOUT_MS = 8000;

const loads = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once and resolves when it has loaded. A failure or a timeout rejects,
 * removes the tag and forgets the attempt, so a later click tries again.
 */
export function loadScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const attempt = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(src);
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail(`Timed out loading ${src}`), timeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(`Could not load ${src}`);
    document.head.appendChild(script);
  });
  loads.set(src, attempt);
  return attempt;
}
