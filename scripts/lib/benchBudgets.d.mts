export type BudgetKind = 'overBaseline' | 'ratioOfBaseline' | 'absolute';
export interface Budget {
  figure: string;
  unit: string;
  kind: BudgetKind;
  max?: number;
  min?: number;
}
export const BUDGETS: Record<
  'lcp' | 'tbt' | 'firstClick' | 'interaction' | 'homeJs' | 'pageJs' | 'ssr' | 'flightPoll',
  Budget
>;

export interface Check {
  page: string;
  figure: string;
  budget: string;
  kind: BudgetKind;
  unit: string;
  value: number | null;
  baseline: number | null;
  relative: number | null;
  limit: number;
  missedBy: number | null;
  ok: boolean;
}
export type Row = Record<'page' | 'figure' | 'value' | 'baseline' | 'difference' | 'budget' | '', string>;

export function median(values: number[]): number;
export function check(
  budgetName: string,
  input: { page: string; value: number; baseline?: number | null; figure?: string },
): Check;
export function budgetText(check: Pick<Check, 'kind' | 'limit' | 'unit'>): string;
export function tableRow(check: Check): Row;
export function infoRow(input: {
  page: string;
  figure: string;
  value: number;
  baseline?: number | null;
  unit: string;
  /** Against the baseline as a ratio (the default) or as a difference. */
  compare?: 'ratio' | 'difference';
}): Row;
export function verdict(checks: Check[]): { ok: boolean; message: string };
