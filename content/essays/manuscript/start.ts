/**
 * A starting layout as a claim position: the piece lists are read from the verified layout
 * (src/engine/layouts.ts) through the engine's placement parser, never typed by hand. Both essays'
 * claims use it where a rule is shown on a real opening position.
 */
import { FILES, getLayout, parsePlacement, type Side, type claims } from '../../../src/engine';

export function layoutPosition(layoutId: string, turn?: Side): claims.ClaimPosition {
  const layout = getLayout(layoutId);
  if (!layout) throw new Error(`layoutPosition: there is no layout called "${layoutId}".`);
  const parsed = parsePlacement(layout.placement);
  if (!parsed.ok) throw new Error(`layoutPosition: ${parsed.error.message}`);
  const { size, cells } = parsed.value;
  const lists = { king: [] as string[], attacker: [] as string[], defender: [] as string[], evangelist: [] as string[] };
  cells.forEach((kind, i) => {
    if (kind) lists[kind].push(`${FILES[i % size]}${Math.floor(i / size) + 1}`);
  });
  return {
    size,
    ...(lists.king[0] ? { king: lists.king[0] } : {}),
    attackers: lists.attacker,
    defenders: lists.defender,
    ...(lists.evangelist.length ? { evangelists: lists.evangelist } : {}),
    ...(turn ? { turn } : {}),
  };
}
