import { API_PREFIX, isUploadedPhoto, PHOTO_API_PREFIX, photoName, TIMINGS } from '@codeyard/shared-schema';
import { sessionStore } from '../session/session-store';

/**
 * A child's uploaded photo (img_uri `/uploads/<name>`), fetched from the API with the signed-in user's token:
 * the server serves it only to those who may see that child (issue 11), so an <img src> (which sends no
 * token) cannot load it. Answers the picture, or null when it may not be seen, is gone, or the network is down.
 */
export async function fetchPhoto(imgUri: string): Promise<Blob | null> {
  const token = sessionStore.get()?.token;
  if (!token || !isUploadedPhoto(imgUri)) return null;
  try {
    const response = await fetch(API_PREFIX + PHOTO_API_PREFIX + photoName(imgUri), {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMINGS.requestTimeoutMs),
    });
    if (!response.ok) return null;
    const blob = await response.blob();
    return /^image\/(png|jpeg|webp)$/.test(blob.type) ? blob : null;
  } catch {
    return null;
  }
}
