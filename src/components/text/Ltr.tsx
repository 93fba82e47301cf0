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

/**
 * An e-mail address inside a sentence: isolated left to right like any Latin run, and broken
 * anywhere once it is longer than the line, so a long address never runs past a phone-wide box.
 * As `t.rich`'s `<email>` tag: `t.rich('otp_text', { address, email: emailRun })`.
 */
export function emailRun(chunks: ReactNode) {
  return <Ltr className="email-run">{chunks}</Ltr>;
}
