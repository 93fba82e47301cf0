export function selfSignedCertificate(
  dir: string,
  names?: { dnsNames?: string[]; ips?: string[] },
): { cert: string; key: string };
