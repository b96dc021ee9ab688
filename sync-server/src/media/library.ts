import { MEDIA_LIBRARY, type MediaCategory, type MediaItem } from '@codeyard/shared-schema/smoothy';
import { media } from '@codeyard/shared-schema';
import { notFound } from '../http/errors.js';

/**
 * The SmoothY media library (issue 4): content made for this product (scripts/make-media.mjs), listed in
 * shared-schema smoothy/media-library.ts; the files are static (client/public/media). No tables: these
 * functions page through the list.
 */

type Kind = 'images' | 'sounds';

function categoryView(category: MediaCategory, kind: Kind) {
  return {
    id: category.id,
    name: category.name,
    kind: kind === 'sounds' ? ('sound' as const) : (category.kind ?? 'costume'),
    count: category.items.length,
    cover_url: category.items[0]?.url ?? null,
  };
}

function itemView(item: MediaItem, categoryId: string) {
  return {
    id: item.id,
    category_id: categoryId,
    name: item.name,
    url: item.url,
    ...(item.duration_ms !== undefined && { duration_ms: item.duration_ms }),
  };
}

export function categories(kind: Kind) {
  return MEDIA_LIBRARY[kind].map((c) => categoryView(c, kind));
}

/** One page of a category: `size` items from page `page` (1-based); a page past the end is empty. */
export function pageOfCategory(kind: Kind, id: string, query: { size?: number; page?: number }) {
  const category = MEDIA_LIBRARY[kind].find((c) => c.id === id);
  if (!category) throw notFound();
  const size = query.size ?? media.MEDIA_PAGE_SIZE;
  const page = query.page ?? 1;
  const total = category.items.length;
  return {
    category: categoryView(category, kind),
    items: category.items.slice((page - 1) * size, page * size).map((i) => itemView(i, category.id)),
    pagination: { page, size, total, pages: Math.max(1, Math.ceil(total / size)) },
  };
}
