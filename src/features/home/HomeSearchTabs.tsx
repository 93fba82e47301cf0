'use client';

import { Activity, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useShellDispatch, useShellSelector } from '@/store/shellHooks';
import { selectActiveModule, setActiveModule, type ActiveModule } from '@/store/uiSlice';

const MODULES: readonly ActiveModule[] = ['flights', 'hotels'];

/**
 * The home page's search modules as tabs (WAI-ARIA tabs, automatic activation): Flights and Hotels.
 * The active one is the ui slice's `activeModule`, which the header's Flights and Hotels tabs set
 * before they go to `/`, so the home page opens on the module chosen there.
 *
 * The server renders the active panel only. A panel not shown yet is a hidden `<Activity>`: out of
 * the server's HTML, and with it the preload of its form's code (the hotel form's chunk, 6.8 kB
 * gzip, was in the home page's first-load JavaScript for a tab nobody had opened); the browser
 * renders it after hydration at the lowest priority, hidden, so the tab still opens at once. Once
 * shown a panel stays rendered and is hidden by its `hidden` attribute, as before, keeping what was
 * typed into it and its effects running.
 */
export function HomeSearchTabs({ flights, hotels }: { flights: ReactNode; hotels: ReactNode }) {
  const t = useTranslations('Header');
  const dispatch = useShellDispatch();
  const active = useShellSelector(selectActiveModule);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panels: Record<ActiveModule, ReactNode> = { flights, hotels };
  // The panels shown so far (React's "state adjusted while rendering": no effect, no extra commit).
  const [shown, setShown] = useState<readonly ActiveModule[]>([active]);
  if (!shown.includes(active)) setShown([...shown, active]);
  // The panel the server rendered is never inside an <Activity>: an Activity boundary hydrates on
  // its own, later, like a Suspense boundary, and a click on the form before that (a trip type
  // chosen at once) was replayed against a radio the browser had already checked, so React's state
  // stayed "One way". The first panel hydrates with the page, as it did before the tabs deferred.
  const [first] = useState(active);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const keys: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: MODULES.length - 1 - index,
    };
    const step = keys[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + MODULES.length) % MODULES.length;
    const chosen = MODULES[next];
    if (!chosen) return;
    dispatch(setActiveModule(chosen));
    tabs.current[next]?.focus();
  };

  return (
    <div className="home-search">
      <div className="home-search__tabs" role="tablist" aria-label={t('search_modules')}>
        {MODULES.map((module, index) => (
          <button
            key={module}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${module}`}
            aria-controls={`${id}-panel-${module}`}
            aria-selected={active === module}
            tabIndex={active === module ? 0 : -1}
            className={`home-search__tab${active === module ? ' is-active' : ''}`}
            data-testid={`home-tab-${module}`}
            onClick={() => dispatch(setActiveModule(module))}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(module)}
          </button>
        ))}
      </div>
      {MODULES.map((module) => (
        <div
          key={module}
          role="tabpanel"
          id={`${id}-panel-${module}`}
          aria-labelledby={`${id}-tab-${module}`}
          hidden={active !== module}
          className="home-search__panel"
        >
          {module === first ? (
            panels[module]
          ) : (
            <Activity mode={shown.includes(module) ? 'visible' : 'hidden'}>{panels[module]}</Activity>
          )}
        </div>
      ))}
    </div>
  );
}
