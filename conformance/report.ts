import { FEATURES, type CallClass, type StepId } from './catalog';

/** The kit's findings and how they are printed. */

export type Outcome = 'pass' | 'fail' | 'missing' | 'skipped';

export interface CallResult {
  key: string;
  callClass: CallClass;
  outcome: Outcome;
  /** Every status the call answered, in order. */
  statuses: number[];
  notes: string[];
}

export interface StepResult {
  step: StepId;
  outcome: Outcome;
  note: string;
  /** The step passed through one of the site's fallbacks (the note says which). */
  fallback: boolean;
}

export type Verdict = 'works' | 'works with fallback' | 'does not work' | 'not checked';

export interface FeatureResult {
  name: string;
  verdict: Verdict;
  detail: string;
}

export interface Report {
  api: string;
  clubHost: string;
  calls: CallResult[];
  steps: StepResult[];
  features: FeatureResult[];
  /** Specified calls that failed or are missing: a non-zero exit. */
  specifiedFailures: string[];
}

const RANK: Record<Outcome, number> = { skipped: 0, pass: 1, missing: 2, fail: 3 };

export class Findings {
  readonly calls = new Map<string, CallResult>();
  readonly steps = new Map<StepId, StepResult>();

  constructor(private readonly classOf: (key: string) => CallClass) {}

  /** One answer of a call; the worst outcome of a call's answers is its outcome. */
  call(key: string, outcome: Outcome, status: number | null, note?: string): void {
    const entry = this.calls.get(key) ?? {
      key,
      callClass: this.classOf(key),
      outcome: 'skipped' as Outcome,
      statuses: [],
      notes: [],
    };
    // A call that answered once is not missing because an earlier probe found nothing.
    if (RANK[outcome] > RANK[entry.outcome] && !(outcome === 'missing' && entry.outcome === 'pass')) {
      entry.outcome = outcome;
    }
    if (outcome === 'pass' && entry.outcome === 'missing') entry.outcome = 'pass';
    if (status !== null) entry.statuses.push(status);
    if (note && !entry.notes.includes(note)) entry.notes.push(note);
    this.calls.set(key, entry);
  }

  step(step: StepId, outcome: Outcome, note = '', fallback = false): void {
    const previous = this.steps.get(step);
    if (previous && RANK[previous.outcome] >= RANK[outcome]) return;
    this.steps.set(step, { step, outcome, note, fallback });
  }

  has(key: string): boolean {
    return this.calls.has(key);
  }
}

function featureVerdicts(findings: Findings): FeatureResult[] {
  return FEATURES.map((feature) => {
    const problems: string[] = [];
    const fallbacks: string[] = [];
    let unchecked = '';
    for (const id of feature.steps ?? []) {
      const step = findings.steps.get(id);
      if (!step || step.outcome === 'skipped') unchecked ||= step?.note || `${id} not checked`;
      else if (step.outcome !== 'pass') problems.push(`${id}: ${step.note || step.outcome}`);
      else if (step.fallback) fallbacks.push(`${id}: ${step.note}`);
    }
    for (const { step: id, fallback } of feature.optional ?? []) {
      const step = findings.steps.get(id);
      if (step?.outcome === 'pass') {
        if (step.fallback) fallbacks.push(`${id}: ${step.note}`);
      } else fallbacks.push(`${id} ${step?.outcome ?? 'not checked'}: ${fallback}`);
    }
    for (const key of feature.calls ?? []) {
      const call = findings.calls.get(key);
      if (!call || call.outcome === 'skipped') unchecked ||= `${key} not checked`;
      else if (call.outcome !== 'pass') problems.push(`${key} ${call.outcome}`);
    }
    let verdict: Verdict;
    if (problems.length > 0) verdict = 'does not work';
    else if (unchecked) verdict = 'not checked';
    else if (fallbacks.length > 0) verdict = 'works with fallback';
    else verdict = 'works';
    const detail = [...problems, unchecked, ...fallbacks].filter(Boolean).join('; ');
    const callsOnly = !feature.steps?.length && feature.calls?.length;
    return {
      name: feature.name,
      verdict,
      detail: callsOnly && verdict === 'works' ? 'every call present and answering as documented' : detail,
    };
  });
}

export function buildReport(api: string, clubHost: string, findings: Findings): Report {
  const calls = [...findings.calls.values()].sort(
    (a, b) => a.callClass.localeCompare(b.callClass) * -1 || a.key.localeCompare(b.key),
  );
  return {
    api,
    clubHost,
    calls,
    steps: [...findings.steps.values()],
    features: featureVerdicts(findings),
    specifiedFailures: calls
      .filter(
        (call) => call.callClass === 'specified' && (call.outcome === 'fail' || call.outcome === 'missing'),
      )
      .map((call) => call.key),
  };
}

const ORDER: CallClass[] = ['specified', 'required', 'optional'];

export function formatReport(report: Report): string {
  const lines = [`Conformance of ${report.api} (club host ${report.clubHost})`, ''];
  for (const callClass of ORDER) {
    const calls = report.calls.filter((call) => call.callClass === callClass);
    const count = (outcome: Outcome) => calls.filter((call) => call.outcome === outcome).length;
    lines.push(
      `${callClass.toUpperCase()} calls: ${count('pass')} pass, ${count('fail')} fail, ${count('missing')} missing` +
        (count('skipped') ? `, ${count('skipped')} not checked` : ''),
    );
    for (const call of calls) {
      const statuses = [...new Set(call.statuses)].join(',');
      const note = call.notes.length ? `  ${call.notes.join('; ')}` : '';
      lines.push(
        `  ${call.outcome.toUpperCase().padEnd(7)} ${call.key.padEnd(52)} ${statuses.padEnd(11)}${note}`,
      );
    }
    lines.push('');
  }
  lines.push('Journeys:');
  for (const step of report.steps) {
    lines.push(`  ${step.outcome.toUpperCase().padEnd(7)} ${step.step.padEnd(18)} ${step.note}`);
  }
  lines.push('', 'Site features:');
  for (const feature of report.features) {
    lines.push(`  ${feature.verdict.toUpperCase().padEnd(20)} ${feature.name}`);
    if (feature.detail) lines.push(`  ${''.padEnd(20)}   ${feature.detail}`);
  }
  lines.push(
    '',
    report.specifiedFailures.length
      ? `FAILED: ${report.specifiedFailures.length} specified call(s) fail or are missing: ${report.specifiedFailures.join(', ')}`
      : 'Every call of the specification passes.',
  );
  return lines.join('\n');
}
