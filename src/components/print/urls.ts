/** Addresses of the print kits, built from the site's base like every internal link (../url.ts). */
import { url } from '../../site/url';

/** The print kits hub. */
export const printHubUrl = (): string => url('learn/print/');

/** A reading's rules sheet. */
export const sheetUrl = (id: string): string => url(`readings/${encodeURIComponent(id)}/sheet/`);

/** A blank board, by its slug in BLANK_BOARDS ("11", "19-points"). */
export const blankBoardUrl = (slug: string): string => url(`learn/boards/${encodeURIComponent(slug)}/`);
