import type { z } from 'zod';
import { messageOf, type Answer, type CallRequest, type ClubClient } from './client';
import { conformity, findOperation, type ContractDocument, type ContractOperation } from './contract';
import type { Findings } from './report';

/**
 * One checked call: sent, then judged against the contract (status and body), or against the
 * specification's own shape where the site has a fallback for it, and recorded under its key.
 */

export interface Probe {
  status: number;
  message: string;
}

export type ProbeKind = 'GET' | 'POST' | 'GET bare' | 'POST bare';

export interface Checker {
  client: ClubClient;
  findings: Findings;
  document: ContractDocument;
  operations: ContractOperation[];
  /**
   * What the API answers on a path it does not have, by method and with or without the API
   * headers, to tell "missing" from an answer.
   */
  unknownPath: Record<ProbeKind, Probe>;
}

export interface Expectation {
  /** Statuses that mean the call did its job here (e.g. [201] or [406]). */
  statuses: number[];
  /**
   * The specification's shape the site also accepts (a fallback): an answer that fails the
   * contract but matches this passes, with a note.
   */
  specForm?: z.ZodType;
  specNote?: string;
}

export interface Checked {
  answer: Answer;
  ok: boolean;
  /** The answer matched only the specification's shape. */
  specOnly: boolean;
  missing: boolean;
}

export function isMissing(
  checker: Checker,
  op: ContractOperation | undefined,
  answer: Answer,
  bare = false,
): boolean {
  if (answer.status === 405 || answer.status === 501) return true;
  const kind = `${op?.method === 'GET' ? 'GET' : 'POST'}${bare ? ' bare' : ''}` as ProbeKind;
  const probe = checker.unknownPath[kind];
  // The very answer a path that does not exist gets (a 404, or a guard's refusal before routing).
  if (answer.status === probe.status && messageOf(answer) === probe.message && answer.status >= 400)
    return true;
  return answer.status === 404 && !op?.operation.responses?.['404'];
}

export async function check(
  checker: Checker,
  key: string,
  request: CallRequest,
  expectation: Expectation,
): Promise<Checked> {
  const op = findOperation(checker.operations, key);
  let answer: Answer;
  try {
    answer = await checker.client.call(request);
  } catch (error) {
    checker.findings.call(key, 'fail', null, `no answer: ${(error as Error).message}`);
    const empty: Answer = { status: 0, contentType: '', json: undefined, text: '', headers: new Headers() };
    return { answer: empty, ok: false, specOnly: false, missing: false };
  }
  if (isMissing(checker, op, answer, request.bare)) {
    checker.findings.call(key, 'missing', answer.status);
    return { answer, ok: false, specOnly: false, missing: true };
  }
  const expected = expectation.statuses.includes(answer.status);
  if (!expected) {
    checker.findings.call(key, 'fail', answer.status, `answered ${answer.status}: ${messageOf(answer)}`);
    return { answer, ok: false, specOnly: false, missing: false };
  }
  const verdict = op ? conformity(checker.document, op, answer) : { ok: true };
  if (verdict.ok) {
    checker.findings.call(key, 'pass', answer.status);
    return { answer, ok: true, specOnly: false, missing: false };
  }
  if (expectation.specForm?.safeParse(answer.json ?? null).success) {
    checker.findings.call(key, 'pass', answer.status, expectation.specNote ?? "the specification's shape");
    return { answer, ok: true, specOnly: true, missing: false };
  }
  checker.findings.call(key, 'fail', answer.status, `not the contract's shape: ${verdict.problem}`);
  return { answer, ok: false, specOnly: false, missing: false };
}
