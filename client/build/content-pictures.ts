import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { pictureFileName, picturesIn } from '../../shared-schema/src/content/pictures';

/**
 * The lessons' pictures, from our own set: content names a picture by its emoji, the app shows that
 * emoji's SVG from Twemoji (graphics CC-BY 4.0, credited in public/pictures/LICENSE and on the terms
 * page). Only the pictures the lessons name are copied into the build, at /pictures/<code points>.svg,
 * so the service worker precaches them (svg is in its globPatterns) and an intro is complete offline.
 */
export const CURRICULUM_DIR = fileURLToPath(new URL('../../sync-server/content/curriculum', import.meta.url));
const require = createRequire(import.meta.url);
export const PICTURE_SET_DIR = dirname(require.resolve('@twemoji/svg/package.json'));

/** Every lesson file of every course (<course>/lessons/*.json): intros and questions. */
function lessonFiles(curriculumDir: string): string[] {
  return readdirSync(curriculumDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(curriculumDir, e.name, 'lessons')))
    .flatMap((e) =>
      readdirSync(join(curriculumDir, e.name, 'lessons'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(curriculumDir, e.name, 'lessons', f)),
    );
}

/** The pictures (emoji) the lessons name, each with the file it names in the set. */
export function contentPictures(curriculumDir = CURRICULUM_DIR): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of lessonFiles(curriculumDir))
    for (const emoji of picturesIn(JSON.parse(readFileSync(file, 'utf8')) as unknown))
      found.set(emoji, `${pictureFileName(emoji)}.svg`);
  return found;
}

/** The files of the set that the build copies: one per picture the lessons name (a missing one fails the build). */
export function pictureFilesToCopy(curriculumDir = CURRICULUM_DIR, setDir = PICTURE_SET_DIR): string[] {
  const files = [...new Set(contentPictures(curriculumDir).values())].sort();
  const missing = files.filter((f) => !existsSync(join(setDir, f)));
  if (missing.length)
    throw new Error(`Pictures named by the lessons but not in the picture set: ${missing.join(', ')}`);
  return files;
}

export function lessonPictures(): Plugin {
  return {
    name: 'codeyard-lesson-pictures',
    configureServer(server) {
      server.middlewares.use('/pictures/', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!/^[0-9a-f-]+\.svg$/.test(name) || !existsSync(join(PICTURE_SET_DIR, name))) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(readFileSync(join(PICTURE_SET_DIR, name)));
      });
    },
    generateBundle() {
      for (const f of pictureFilesToCopy())
        this.emitFile({ type: 'asset', fileName: `pictures/${f}`, source: readFileSync(join(PICTURE_SET_DIR, f)) });
    },
  };
}
