/**
 * The move-prediction networks the AI may consult (policy-net.ts), per family of rules (eval/weights.ts
 * familyOf), each used only on the board size it was trained on: Copenhagen's, on 11×11 boards with
 * corner escape, and Brandub's, on 7×7 boards with corner escape (AI version 11). The club and strong
 * levels read it there (play/levels.ts, a choice's `prior`); the beginner never does.
 *
 * A network is two files: networks/<family>.json, its metadata (small, bundled with the code), and
 * networks/<family>.bin, its tensors' bytes (a few hundred kilobytes), which the build emits as a file
 * of its own. `loadPolicy` gets the bytes with the reader it is given (the worker fetches them from the
 * address the build gave the file, runtime/worker.ts; Node reads them from disk,
 * scripts/network-files.ts), checks the pair and keeps the network; then `policyFor` answers without
 * waiting. Only the worker's code names the binary files' addresses: a page that imports this module
 * for another reason (the lab, through the self-play code) must not make the build emit a second copy.
 * A level that asks for the network on rules that have one refuses to search until it is loaded
 * (play/think.ts), so that a seed always gives the same move; a network that cannot be read is
 * reported, never replaced by a search without it.
 */
import { type RuleSet, startFromLayout } from '../../engine';
import { type CompiledRules, toGame } from '../../engine/core';
import { parsePolicy, PolicyNet } from './policy-net';
import { type FamilyId, familyOf } from '../eval/weights';
import brandubh from './networks/brandubh.json';
import copenhagen from './networks/copenhagen.json';

/**
 * Gets the bytes of a network's binary file, named as in networks/ ('copenhagen.bin'): fetched in the
 * browser (runtime/worker.ts, which has an address for each file named here), read from disk in Node.
 */
export type ReadBytes = (file: string) => Promise<ArrayBuffer>;

interface Shipped {
  readonly size: number;
  /** The metadata, as parsed JSON. */
  readonly meta: unknown;
  /** The binary file's name in networks/. */
  readonly bin: string;
}

/** The shipped networks, by family. */
const SHIPPED: Partial<Record<FamilyId, Shipped>> = {
  brandubh: { size: 7, meta: brandubh, bin: 'brandubh.bin' },
  copenhagen: { size: 11, meta: copenhagen, bin: 'copenhagen.bin' },
};

/** The board size a family's network was trained on, or null where the family has none. */
export const networkSize = (family: FamilyId): number | null => SHIPPED[family]?.size ?? null;

/** A network's bytes could not be read (offline before the file was saved, a missing file): worth trying again later. */
export class PolicyUnreadable extends Error {
  constructor(
    family: FamilyId,
    /** What went wrong, in a few words ("HTTP 404", "no connection"). */
    readonly reason: string,
  ) {
    super(`The ${family} move-prediction network could not be read (${reason}).`);
  }
}

const nets = new Map<FamilyId, PolicyNet>();
const loading = new Map<FamilyId, Promise<PolicyNet>>();

/** The family whose network suits these rules, or null when no network was trained for them. */
export function policyFamily(c: CompiledRules): FamilyId | null {
  const family = familyOf(c);
  return family !== null && SHIPPED[family]?.size === c.geo.size ? family : null;
}

/** Whether a network suits these rules on this layout's board (false where the layout does not set up under them). */
export function hasNetwork(rules: RuleSet, layout: string): boolean {
  const start = startFromLayout(rules, layout);
  return start.ok && policyFamily(toGame(start.value).c) !== null;
}

/** The network for these rules if it is loaded, null if there is none or it is not loaded yet. */
export function policyFor(c: CompiledRules): PolicyNet | null {
  const family = policyFamily(c);
  return family === null ? null : (nets.get(family) ?? null);
}

async function load(family: FamilyId, shipped: Shipped, read: ReadBytes): Promise<PolicyNet> {
  let bytes: ArrayBuffer;
  try {
    bytes = await read(shipped.bin);
  } catch (e) {
    throw new PolicyUnreadable(family, e instanceof Error ? e.message : String(e));
  }
  const parsed = parsePolicy(shipped.meta, bytes);
  if (!parsed.ok) throw new Error(`The shipped ${family} move-prediction network is broken: ${parsed.error.message}`);
  return new PolicyNet(parsed.value);
}

/**
 * Loads (once) the network for these rules, its bytes got with `read`; null if no network suits them.
 * Calls made while it loads share the one read; a read that fails is not remembered, so the next
 * call tries again. Throws PolicyUnreadable when the bytes cannot be read, an Error when they are not
 * the network the metadata describes.
 */
export async function loadPolicy(c: CompiledRules, read: ReadBytes): Promise<PolicyNet | null> {
  const family = policyFamily(c);
  if (family === null) return null;
  const known = nets.get(family);
  if (known) return known;
  let pending = loading.get(family);
  if (!pending) {
    pending = load(family, SHIPPED[family]!, read).finally(() => loading.delete(family));
    loading.set(family, pending);
  }
  const net = await pending;
  nets.set(family, net);
  return net;
}
