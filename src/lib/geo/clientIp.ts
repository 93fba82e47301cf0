import { isIP } from 'node:net';

/**
 * The visitor's address from X-Forwarded-For: the entry `trustedHops` places from the right, which
 * is the address the outermost trusted proxy saw. `next start` fills the header from the socket when
 * no proxy is in front; in production put a proxy in front that overwrites it (see docs/security.md).
 */
export function clientIpFrom(forwardedFor: string | null, trustedHops = 1): string | null {
  if (!forwardedFor) return null;
  const hops = forwardedFor
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const candidate = hops[Math.max(0, hops.length - Math.max(1, trustedHops))];
  if (!candidate) return null;
  const unwrapped = candidate.replace(/^::ffff:/i, '');
  return isIP(unwrapped) ? unwrapped : null;
}

/** Loopback, private, link-local and unique-local addresses say nothing about a country. */
export function isNonPublicIp(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}
