import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { pickMessages } from './clientMessages';
import { MergedMessages } from './MergedMessages';

/** Sends a page's own message namespaces to the browser, beside the shell's (see clientMessages.ts). */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <MergedMessages messages={pickMessages(messages, namespaces)}>{children}</MergedMessages>;
}
