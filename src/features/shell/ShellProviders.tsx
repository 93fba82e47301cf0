'use client';

import { useState, type ComponentProps } from 'react';
import AppProviders from '@/lib/app/AppProviders';
import { seedDisplayNames, type DisplayNameSeed } from '@/features/preferences/displayNames';

/**
 * The app's providers as the locale layout renders them: the store, API client and app context
 * (lib/app), with the server's display names seeded first so the header's first render in the
 * browser names the countries and currencies as the server did.
 */
export default function ShellProviders({
  displayNames,
  ...props
}: ComponentProps<typeof AppProviders> & {
  /** The server's names for the header's first render (see features/preferences/displayNames). */
  displayNames?: DisplayNameSeed;
}) {
  useState(() => {
    if (displayNames) seedDisplayNames(props.locale, displayNames);
  });
  return <AppProviders {...props} />;
}
