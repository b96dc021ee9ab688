import type { World } from '@codeyard/shared-schema/smoothy';

/**
 * A project's thumbnail: the stage (background, walls, the drawing, stars, goal, Robo in his costume)
 * painted on a small canvas and kept as a data URL. The device keeps a sharper one for its own list;
 * the server gets a tiny JPEG that fits thumb_uri (at most 2048 characters), or none when it does not.
 */
const images = new Map<string, Promise<HTMLImageElement | null>>();

function image(url: string): Promise<HTMLImageElement | null> {
  let hit = images.get(url);
  if (!hit) {
    hit = new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => resolve(null);
      img.src = url;
    });
    images.set(url, hit);
  }
  return hit;
}

export async function paintStage(
  world: World,
  urls: { costume: string | null; background: string | null },
  width: number,
): Promise<HTMLCanvasElement | null> {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  const cell = width / world.width;
  canvas.width = Math.round(width);
  canvas.height = Math.round(cell * world.height);
  const g = canvas.getContext('2d');
  if (!g) return null;
  const bg = urls.background ? await image(urls.background) : null;
  if (bg) g.drawImage(bg, 0, 0, canvas.width, canvas.height);
  else {
    g.fillStyle = '#f0f7ff';
    g.fillRect(0, 0, canvas.width, canvas.height);
  }
  const c = (v: number) => v * cell + cell / 2;
  if (world.goal) {
    g.fillStyle = '#68d391';
    g.fillRect(world.goal.x * cell + 2, world.goal.y * cell + 2, cell - 4, cell - 4);
  }
  g.fillStyle = '#4a5568';
  for (const w of world.walls) g.fillRect(w.x * cell, w.y * cell, cell, cell);
  g.strokeStyle = '#be185d';
  g.lineWidth = Math.max(2, cell / 8);
  g.lineCap = 'round';
  for (const s of world.drawn) {
    g.beginPath();
    g.moveTo(c(s.from.x), c(s.from.y));
    g.lineTo(c(s.to.x), c(s.to.y));
    g.stroke();
  }
  g.fillStyle = '#ecc94b';
  for (const s of world.stars) {
    g.beginPath();
    g.arc(c(s.x), c(s.y), cell / 4, 0, Math.PI * 2);
    g.fill();
  }
  const costume = urls.costume ? await image(urls.costume) : null;
  if (costume)
    g.drawImage(costume, world.robot.x * cell + cell * 0.1, world.robot.y * cell + cell * 0.1, cell * 0.8, cell * 0.8);
  else {
    g.fillStyle = '#2563b8';
    g.beginPath();
    g.arc(c(world.robot.x), c(world.robot.y), cell * 0.36, 0, Math.PI * 2);
    g.fill();
  }
  return canvas;
}

export const THUMB_URI_MAX = 2048;

/** The device's thumbnail (about 168 px wide) and the server's (fits THUMB_URI_MAX, or null). */
export async function makeThumbnails(
  world: World,
  urls: { costume: string | null; background: string | null },
): Promise<{ local: string | null; server: string | null }> {
  try {
    const big = await paintStage(world, urls, 168);
    if (!big) return { local: null, server: null };
    const local = big.toDataURL('image/png');
    const small = await paintStage(world, urls, 70);
    let server: string | null = null;
    for (const q of [0.6, 0.45, 0.3]) {
      const url = small?.toDataURL('image/jpeg', q) ?? '';
      if (url.startsWith('data:image/jpeg') && url.length <= THUMB_URI_MAX) {
        server = url;
        break;
      }
    }
    return { local, server };
  } catch {
    return { local: null, server: null };
  }
}
