import type { ReactNode } from 'react';

/**
 * A part of a checkout, confirmation or booking page under its own heading, and named by it (the
 * heading's `titleId`): an `aside` for a summary beside the main column, otherwise a `section`.
 */
export function TitledSection({
  as: Part = 'section',
  className = 'checkout-section',
  titleId,
  title,
  children,
}: {
  as?: 'section' | 'aside';
  className?: string;
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Part className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </Part>
  );
}
