/**
 * The move-prediction networks the AI may consult (policy-net.ts), per family of rules (eval/weights.ts
 * familyOf), each used only on the board size it was trained on: today Copenhagen's, on 11×11 boards
 * with corner escape. The club and strong levels read it there (play/levels.ts, a choice's `prior`);
 * the beginner never does. A network is a few hundred kilobytes, so it is loaded on demand:
 * `loadPolicy` first (the worker does), then `policyFor` answers without waiting. A level that asks
 * for the network on rules that have one refuses to search until it is loaded (play/think.ts), so
 * that a seed always gives the same move.
 */
import type { CompiledRules } from '../../engine/core';
import { parsePolicy, PolicyNet } from './policy-net';
import { type FamilyId, familyOf } from '../eval/weights';

/** The shipped networks, by family; a separate chunk each, fetched the first time it is wanted. */
const SHIPPED: Partial<Record<FamilyId, { readonly size: number; readonly load: () => Promise<unknown> }>> = {
  copenhagen: { size: 11, load: async () => (await import('./networks/copenhagen.json')).default },
};

const nets = new Map<FamilyId, PolicyNet>();

/** The family whose network suits these rules, or null when no network was trained for them. */
export function policyFamily(c: CompiledRules): FamilyId | null {
  const family = familyOf(c);
  return family !== null && SHIPPED[family]?.size === c.geo.size ? family : null;
}

/** The network for these rules if it is loaded, null if there is none or it is not loaded yet. */
export function policyFor(c: CompiledRules): PolicyNet | null {
  const family = policyFamily(c);
  return family === null ? null : (nets.get(family) ?? null);
}

/** Loads (once) the network for these rules; null if no network suits them. */
export async function loadPolicy(c: CompiledRules): Promise<PolicyNet | null> {
  const family = policyFamily(c);
  if (family === null) return null;
  const known = nets.get(family);
  if (known) return known;
  const parsed = parsePolicy(await SHIPPED[family]!.load());
  if (!parsed.ok) throw new Error(`The shipped ${family} move-prediction network is broken: ${parsed.error.message}`);
  const net = new PolicyNet(parsed.value);
  nets.set(family, net);
  return net;
}
