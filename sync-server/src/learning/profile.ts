import { EMOJIS, emojiImageUri, emojiUnlocked, UPLOADED_PHOTO_PREFIX } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { SessionUser } from '../auth/sessions.js';
import type { Database, Tx } from '../db/index.js';
import { courses, studentCourseFlags, users } from '../db/tables.js';
import { fieldError, forbidden, HttpError, notFound } from '../http/errors.js';
import { recordChange } from '../sync/change-log.js';
import { totals } from './points.js';
import type { StudentRow } from './students.js';

/** The student's own flags and picture. Each write notes a 'profile' change for the student's devices. */

export async function ideVisit(db: Tx, user: SessionUser, body: { user_id: number; has_visited_ide: boolean }) {
  if (body.user_id !== user.id) throw forbidden('learning.notYourAccount');
  await db.update(users).set({ hasVisitedIde: body.has_visited_ide }).where(eq(users.id, user.id));
  await recordChange(db, user.id, 'profile', user.id, { has_visited_ide: body.has_visited_ide });
  return { has_visited_ide: body.has_visited_ide };
}

export async function storylineWatched(db: Tx, user: SessionUser, watched: boolean) {
  await db.update(users).set({ didWatchStorylineVideo: watched }).where(eq(users.id, user.id));
  await recordChange(db, user.id, 'profile', user.id, { did_watch_storyline_video: watched });
  return { did_watch_storyline_video: watched };
}

export async function seenCourseModal(db: Tx, student: StudentRow, courseId: number) {
  if (!(await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1))[0])
    throw notFound();
  await db
    .insert(studentCourseFlags)
    .values({ studentProfileId: student.id, courseId, hasSeenModal: true })
    .onConflictDoUpdate({
      target: [studentCourseFlags.studentProfileId, studentCourseFlags.courseId],
      set: { hasSeenModal: true },
    });
  await recordChange(db, student.userId, 'course', courseId, { course_id: courseId, has_seen_modal: true });
  return { course_id: courseId, has_seen_modal: true };
}

export async function setEmoji(db: Tx, student: StudentRow, emojiId: number, now: Date) {
  const emoji = EMOJIS.find((e) => e.id === emojiId);
  if (!emoji) throw notFound();
  if (!emojiUnlocked(emoji, (await totals(db, student.id, now)).points))
    throw new HttpError(403, 'learning.emojiLocked', { code: 'emoji_locked' });
  return setPicture(db, student.userId, emojiImageUri(emoji.id));
}

async function setPicture(db: Tx, userId: number, imgUri: string) {
  await db.update(users).set({ imgUri }).where(eq(users.id, userId));
  await recordChange(db, userId, 'profile', userId, { img_uri: imgUri });
  return { img_uri: imgUri };
}

// ---------------------------------------------------------------- uploaded pictures

/** Where uploaded pictures live: beside the database (a temporary folder for an in-memory database). */
export function uploadsDir(databasePath: string): string {
  const dir = databasePath === ':memory:' ? join(tmpdir(), 'codeyard-uploads') : join(dirname(databasePath), 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The picture's type by its first bytes (never by its name or the browser's word): PNG, JPEG or WebP. */
export function imageType(bytes: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/**
 * Stores an uploaded picture and makes it the profile picture; the previous upload is removed. The files
 * are touched outside the unit of work that points the profile at the new one: the new file is written
 * before it (a unit may run twice) and removed again if the unit fails, and the previous one removed only
 * once it committed (a unit that rolled back still points at it).
 */
export async function savePicture(db: Database, user: SessionUser, dir: string, bytes: Buffer) {
  const type = imageType(bytes);
  if (!type) throw fieldError('image', 'learning.imageType');
  const name = `${randomUUID()}.${type}`;
  const file = join(dir, name);
  writeFileSync(file, bytes, { mode: 0o644 });
  let stored;
  try {
    stored = await db.write(async (tx) => {
      const [row] = await tx.select({ imgUri: users.imgUri }).from(users).where(eq(users.id, user.id)).limit(1);
      return { answer: await setPicture(tx, user.id, UPLOADED_PHOTO_PREFIX + name), previous: row?.imgUri };
    });
  } catch (error) {
    // Nothing points at the new file: it goes with the unit that failed.
    rmSync(file, { force: true });
    throw error;
  }
  const { answer, previous } = stored;
  if (previous?.startsWith(UPLOADED_PHOTO_PREFIX)) rmSync(join(dir, basename(previous)), { force: true });
  return answer;
}
