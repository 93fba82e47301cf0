import { randomBytes } from 'node:crypto';
import { clubClient, messageOf, type ClubClient, type FetchLike } from './client';
import type { Probe, ProbeKind } from './check';
import { knownContract, operationsOf } from './contract';
import { CLASS_OF_CALL } from './catalog';
import { authJourneys } from './journeys/auth';
import { configuration, flightSearch, hotelSearch, lists, optionalExtensions } from './journeys/site';
import type { CodeReader, JourneyContext, TestAccount } from './journeys/context';
import { buildReport, Findings, type Report } from './report';
import { sweep } from './sweep';

export interface ConformanceOptions {
  api: string;
  key: string;
  clubHost: string;
  account?: TestAccount;
  codes?: CodeReader;
  /** For an API in the same process (tests): its `app.request`. */
  fetch?: FetchLike;
  wait?: (ms: number) => Promise<void>;
  now?: () => Date;
}

async function probeUnknownPath(client: ClubClient): Promise<Record<ProbeKind, Probe>> {
  const path = `/conformance-kit-no-such-path-${randomBytes(4).toString('hex')}`;
  const kinds: ProbeKind[] = ['GET', 'POST', 'GET bare', 'POST bare'];
  const answers = await Promise.all(
    kinds.map((kind) =>
      client.call({
        method: kind.startsWith('GET') ? 'GET' : 'POST',
        path,
        body: kind.startsWith('GET') ? undefined : {},
        bare: kind.endsWith('bare'),
      }),
    ),
  );
  return Object.fromEntries(
    kinds.map((kind, index) => [
      kind,
      { status: answers[index]!.status, message: messageOf(answers[index]!) },
    ]),
  ) as Record<ProbeKind, Probe>;
}

/** Runs every check against a club API and answers the report. */
export async function runConformance(options: ConformanceOptions): Promise<Report> {
  const document = knownContract();
  const operations = operationsOf(document);
  const classOf = (key: string) =>
    operations.find((op) => op.key === key)?.callClass ?? CLASS_OF_CALL[key] ?? 'required';
  const findings = new Findings(classOf);
  const client = clubClient(options.api, options.key, options.fetch);

  const context: JourneyContext = {
    client,
    findings,
    document,
    operations,
    unknownPath: await probeUnknownPath(client),
    clubHost: options.clubHost,
    account: options.account,
    codes: options.codes,
    wait: options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now: options.now ?? (() => new Date()),
    state: { captcha: false, blacklist: [], tickets: new Map() },
  };

  const configured = await configuration(context);
  // Again with the club's id: what a call the API lacks answers once every header is right.
  context.unknownPath = await probeUnknownPath(client);
  if (configured) {
    await optionalExtensions(context);
    await lists(context);
    await authJourneys(context);
    await flightSearch(context);
    await hotelSearch(context);
  }
  await sweep(context, operations);
  return buildReport(options.api, options.clubHost, findings);
}
