'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { toastError } from '@/components/feedback/toast';
import { errorText } from '@/lib/api/errors';
import { agentApi, agentPanelHref } from './api';

/**
 * Opens the agent panel in a new tab with a hand-off token. The tab is opened at once, inside the
 * click, so popup blockers let it through, cut off from this page (no `opener`), and sent to the
 * panel when the token arrives; when the token call fails it is closed again and a toast says why.
 */
export function useOpenAgentDashboard() {
  const [requestHandoffToken] = agentApi.useHandoffTokenMutation();
  const club = useClub();
  const tWallet = useTranslations('Wallet');
  const [opening, setOpening] = useState(false);
  const panelUrl = club.agentPanelUrl;

  const open = useCallback(async () => {
    if (!panelUrl || opening) return;
    setOpening(true);
    const tab = window.open('about:blank', '_blank');
    if (tab) {
      try {
        tab.opener = null;
      } catch {
        // Some browsers do not let it be set; the panel is on another origin either way.
      }
    }
    try {
      const href = agentPanelHref(panelUrl, await requestHandoffToken().unwrap());
      if (tab && !tab.closed) tab.location.replace(href);
      else window.open(href, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      void toastError(errorText(error, tWallet('dashboard_failed')));
    } finally {
      setOpening(false);
    }
  }, [requestHandoffToken, opening, panelUrl, tWallet]);

  return { open, opening, available: Boolean(panelUrl) };
}
