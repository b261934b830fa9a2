/**
 * The readings of Alea Evangelii, in the order the site lists them: those known from Walker's texts
 * (Murray's as Walker reports it, Walker's leaflet, Walker's web rules; presets-alea-walker.ts), then
 * those known through the ancientgames.org article (Helmfrid's, Perkis's, Nielsen's;
 * presets-alea-article.ts). Every value cites where it comes from and says how we know it: stated by
 * the source (with its own words), reported second-hand (with the report's words), inferred from it
 * (with the reason), or the project's choice where the sources are silent (with why, and whose value it
 * follows, if anyone's). The audit's verdict on each value is in audit/alea.ts.
 */
import type { Preset } from './preset-types';
import { ARTICLE_READINGS } from './presets-alea-article';
import { WALKER_TEXT_READINGS } from './presets-alea-walker';

export const ALEA_PRESETS: readonly Preset[] = [...WALKER_TEXT_READINGS, ...ARTICLE_READINGS];
