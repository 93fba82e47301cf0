import { AGENT_PAYMENT_MODE, PAYMENT_METHOD, type AgentPaymentMode, type PaymentMethod } from './types';

export interface ModeGroup {
  mode: AgentPaymentMode;
  methods: PaymentMethod[];
}

/**
 * The specification's agent payment modes (AGENT=1, WALLET=2) over the methods the API offers. The
 * club API marks each method of an agent-type caller with its `agentPaymentMode`; an API that does
 * not (one implementing only the specification) has them inferred for an agent-type user — the
 * wallet is WALLET, every direct way AGENT — and is not sent the field it does not know.
 * Null for customers and guests: they have no modes.
 */
export function agentModeGroups(
  methods: readonly PaymentMethod[],
  agentUser: boolean,
): { groups: ModeGroup[]; announced: boolean } | null {
  const announced = methods.some((method) => method.agentPaymentMode !== undefined);
  if (!announced && !agentUser) return null;
  const modeOf = (method: PaymentMethod): AgentPaymentMode =>
    method.agentPaymentMode ??
    (method.method === PAYMENT_METHOD.Wallet ? AGENT_PAYMENT_MODE.WALLET : AGENT_PAYMENT_MODE.AGENT);
  const groups = [AGENT_PAYMENT_MODE.AGENT, AGENT_PAYMENT_MODE.WALLET]
    .map((mode) => ({ mode, methods: methods.filter((method) => modeOf(method) === mode) }))
    .filter((group) => group.methods.length > 0);
  return { groups, announced };
}

/** The mode to send with a payment by `method`: only to an API that announced the modes. */
export function agentModeFor(
  method: PaymentMethod,
  modes: { announced: boolean } | null,
): AgentPaymentMode | undefined {
  if (!modes?.announced) return undefined;
  return method.agentPaymentMode;
}
