import { media as contract } from '@codeyard/shared-schema';
import { MEDIA_LIBRARY, type MediaItem } from '@codeyard/shared-schema/smoothy';
import type { Static } from 'typebox';
import { callApi, isNetworkError } from '../../api/client';

/**
 * The media library on the device: the calls (GET /get-image-categories, /get-images-by-category/{id} …)
 * when online, and the same list built into the app when not (the files themselves are precached by the
 * service worker, so costumes, backgrounds and sounds work offline).
 */
export type MediaKind = 'images' | 'sounds';
export type CategoryView = Static<typeof contract.MediaCategoryView>;
export type ItemView = Static<typeof contract.MediaItemView>;
export interface MediaPage {
  items: ItemView[];
  page: number;
  pages: number;
  offline: boolean;
}

const byId = new Map<string, MediaItem>(
  [...MEDIA_LIBRARY.images, ...MEDIA_LIBRARY.sounds].flatMap((c) => c.items.map((i) => [i.id, i] as const)),
);

export const mediaItem = (id: string | null | undefined): MediaItem | undefined => (id ? byId.get(id) : undefined);
export const mediaUrl = (id: string | null | undefined): string | null => mediaItem(id)?.url ?? null;

function localCategories(kind: MediaKind): CategoryView[] {
  return MEDIA_LIBRARY[kind].map((c) => ({
    id: c.id,
    name: c.name,
    kind: kind === 'sounds' ? 'sound' : (c.kind ?? 'costume'),
    count: c.items.length,
    cover_url: c.items[0]?.url ?? null,
  }));
}

/** A page of items without the network (the same paging as the server's). */
export function localPage(kind: MediaKind, categoryId: string, page: number, size: number): MediaPage {
  const category = MEDIA_LIBRARY[kind].find((c) => c.id === categoryId);
  const items = category?.items ?? [];
  return {
    items: items.slice((page - 1) * size, page * size).map((i) => ({
      id: i.id,
      category_id: categoryId,
      name: i.name,
      url: i.url,
      ...(i.duration_ms !== undefined && { duration_ms: i.duration_ms }),
    })),
    page,
    pages: Math.max(1, Math.ceil(items.length / size)),
    offline: true,
  };
}

export async function mediaCategories(kind: MediaKind): Promise<{ categories: CategoryView[]; offline: boolean }> {
  try {
    const answer = await callApi(kind === 'images' ? contract.imageCategories : contract.soundCategories);
    return { categories: answer.data, offline: false };
  } catch (error) {
    // Offline (or any other failure): the library built into the app is the same list.
    if (!isNetworkError(error)) console.warn('media: the library call failed; using the built-in list', error);
    return { categories: localCategories(kind), offline: true };
  }
}

export async function mediaPage(kind: MediaKind, categoryId: string, page: number, size: number): Promise<MediaPage> {
  try {
    const call = kind === 'images' ? contract.imagesByCategory : contract.soundsByCategory;
    const answer = await callApi(call, { params: { id: categoryId }, query: { page, size } });
    return {
      items: answer.data.items,
      page: answer.data.pagination.page,
      pages: answer.data.pagination.pages,
      offline: false,
    };
  } catch (error) {
    if (!isNetworkError(error)) console.warn('media: the library call failed; using the built-in list', error);
    return localPage(kind, categoryId, page, size);
  }
}

const players = new Map<string, HTMLAudioElement>();
/** Plays a library sound (a sound block ran, or the child listens in the library). */
export function playSound(id: string): void {
  const url = mediaUrl(id);
  if (!url || typeof Audio === 'undefined') return;
  let audio = players.get(url);
  if (!audio) {
    audio = new Audio(url);
    players.set(url, audio);
  }
  audio.currentTime = 0;
  void audio.play().catch(() => undefined);
}
