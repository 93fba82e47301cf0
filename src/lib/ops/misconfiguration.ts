import { siteLogger } from './logger';
import { processWide } from './processWide';
import { createEveryWarner } from './warnEvery';

/** What each kind of misconfiguration says in the log, and what to check. */
const MESSAGES = {
  club_api_key_refused:
    'The club API refuses the site’s key (401/403): check CLUB_API_KEY against the API’s key; every page answers 503 meanwhile',
  club_api_unreachable:
    'The club API cannot be reached (network error or timeout): check API_BASE_URL and that the API is running',
  site_config_invalid:
    'The site’s environment is not valid: every page fails until it is fixed (see .env.example)',
  unknown_host:
    'Requests for hosts that no club serves (a misspelt host in DNS or the proxy, or a flood of made-up hosts)',
} as const;

export type Misconfiguration = keyof typeof MESSAGES;

// One per process (processWide), so the proxy and the pages share the minute.
const warner = processWide('misconfigurationWarner', () =>
  createEveryWarner({
    log: (kind, { count, since, sample }) =>
      siteLogger().warn(
        {
          event: kind,
          count,
          since: new Date(since).toISOString(),
          ...(kind === 'unknown_host' ? { hosts: sample } : {}),
          // The environment's error names the variables and their rules, never their values.
          ...(kind === 'site_config_invalid' ? { problems: sample } : {}),
        },
        MESSAGES[kind as Misconfiguration],
      ),
  }),
);

/** Counts one occurrence; the log says so at once, then at most once a minute with the count. */
export function noteMisconfiguration(kind: Misconfiguration, detail?: string) {
  warner.note(kind, detail);
}

/** A club API answer's status, as it bears on the site's configuration. */
export function noteClubApiStatus(status: number) {
  if (status === 401 || status === 403) noteMisconfiguration('club_api_key_refused');
}
