import { regionsOf, type ColouringPage } from '@codeyard/shared-schema';

/**
 * The colouring player's work, pure: each page's regions and their colours (region id → colour id), as
 * kept on the device while the child colours (so a reload keeps it) and as sent when the picture is done.
 */
export type PageColours = Record<string, string>;
export interface ColouringWork {
  page: number;
  pages: PageColours[];
}

export function emptyWork(pages: number): ColouringWork {
  return { page: 0, pages: Array.from({ length: pages }, () => ({})) };
}

/** Work read back from the device, kept only when it fits these pages (else a fresh start). */
export function readWork(text: string | undefined, pages: number): ColouringWork {
  try {
    const work = JSON.parse(text ?? '') as ColouringWork;
    if (
      Array.isArray(work.pages) &&
      work.pages.length === pages &&
      Number.isInteger(work.page) &&
      work.page >= 0 &&
      work.page < pages &&
      work.pages.every((p) => p && typeof p === 'object')
    )
      return work;
  } catch {
    // Nothing kept yet, or from another version of the game: start afresh.
  }
  return emptyWork(pages);
}

/** A region coloured on a page. */
export function colourRegion(work: ColouringWork, page: number, region: string, colour: string): ColouringWork {
  return { ...work, pages: work.pages.map((p, i) => (i === page ? { ...p, [region]: colour } : p)) };
}

/** The result the server checks: each page's colours, one a region in its picture's order. */
export function resultColours(pages: readonly ColouringPage[], work: ColouringWork): string[][] {
  return pages.map((page, i) => regionsOf(page.picture).map((r) => work.pages[i]?.[r.id] ?? ''));
}

/** Where the work is kept on the device (UserDb.codeDrafts): one key a stone, one for the colouring book. */
export function workKey(lessonId: number | 'book'): string {
  return `colouring:${lessonId}`;
}
