import type { ReactNode } from 'react';

/**
 * A Latin or numeric run (passport, card digits, booking reference, flight number, code, phone,
 * e-mail) kept left to right and isolated from the text around it, so "*****567" or "···· 4242"
 * never comes out reversed on an Arabic page.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
