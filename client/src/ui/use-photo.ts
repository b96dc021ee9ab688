import { isUploadedPhoto } from '@codeyard/shared-schema';
import { useEffect, useState } from 'react';
import { fetchPhoto } from '../api/photo';
import { useUserDb } from '../storage/use-user-db';

/**
 * The picture of a child's uploaded photo as a blob: URL, or null (not a photo, not allowed, not here yet).
 * The server serves a photo only with the token of someone who may see the child (issue 11), so it is fetched
 * once (api/photo.ts) and kept in the signed-in user's own database (`photos`), from where it shows offline
 * too; the URL is revoked when the screen no longer shows it.
 */
export function usePhotoUrl(imgUri: string | null | undefined): string | null {
  const db = useUserDb();
  const [url, setUrl] = useState<{ imgUri: string; url: string } | null>(null);
  useEffect(() => {
    if (!db || !isUploadedPhoto(imgUri)) return;
    let live = true;
    let objectUrl: string | null = null;
    void (async () => {
      const kept = await db.photos.get(imgUri).catch(() => undefined);
      let blob = kept?.data instanceof Blob ? kept.data : null;
      if (!blob) {
        blob = await fetchPhoto(imgUri);
        if (blob) await db.photos.put({ key: imgUri, data: blob, updatedAt: new Date().toISOString() }).catch(() => {});
      }
      if (!live || !blob) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl({ imgUri, url: objectUrl });
    })();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [db, imgUri]);
  return url && url.imgUri === imgUri ? url.url : null;
}
