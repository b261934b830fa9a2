/**
 * The essays: one folder per essay under content/essays/, its prose in index.mdx (the entry's id is
 * the folder name, which is also the page's slug) and its claims in claims.ts beside it. The
 * frontmatter schema names sources and readings by id, so a typo fails `astro build` with Astro's
 * "Received … / Expected …" message.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { PRESET_IDS, SOURCE_IDS } from './engine';

const presetIds = PRESET_IDS as unknown as [string, ...string[]];

const essays = defineCollection({
  loader: glob({
    base: './content/essays',
    pattern: '*/index.mdx',
    // "throne/index.mdx" → "throne".
    generateId: ({ entry }) => entry.split('/')[0]!,
  }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
    /** Source ids (src/engine/rules/sources.ts) the essay draws on. */
    sources: z.array(z.enum(SOURCE_IDS)),
    /** Reading ids (presets) the essay discusses. */
    readings: z.array(z.enum(presetIds)),
    date: z.coerce.date(),
    /** Position in the essay list, smallest first. */
    order: z.number(),
  }),
});

export const collections = { essays };
