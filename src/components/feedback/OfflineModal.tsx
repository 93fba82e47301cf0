'use client';

import dynamic from 'next/dynamic';
import type { OfflineDialogProps } from './OfflineDialog';

// Nothing shows while the browser is online, so the dialog's code loads once the page has
// hydrated, not with every page's first-load JavaScript.
const OfflineDialog = dynamic(() => import('./OfflineDialog'), { ssr: false });

/** The offline dialog (OfflineDialog.tsx), on every page. */
export default function OfflineModal(props: OfflineDialogProps) {
  return <OfflineDialog {...props} />;
}
