import { PHOTO_NAME_PATTERN, UPLOADED_PHOTO_PREFIX } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SessionUser } from '../auth/sessions.js';
import type { Reader } from '../db/index.js';
import { studentProfiles, users } from '../db/tables.js';
import { forbidden } from '../http/errors.js';
import { leaderboardPhotoPeers } from './reads.js';
import { mayReadStudent, studentOf } from './students.js';

/**
 * A child's uploaded photo (issue 11), served only to a signed-in user who may see that child: the child,
 * their parent, a teacher of one of their classrooms, and a classmate whose leaderboard shows them this
 * week (classroom or school board; never the world's board of children who share no school). Everyone
 * else, an unknown name and a photo that is no longer anyone's picture get the same 403, so names cannot
 * be probed; a guest gets 401. The caller sends Cache-Control: no-store.
 */

const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

export async function photoFor(
  db: Reader,
  viewer: SessionUser,
  dir: string,
  name: string,
  now: Date,
): Promise<{ bytes: Buffer; type: string }> {
  const kind = PHOTO_NAME_PATTERN.exec(name)?.[1] as keyof typeof TYPES | undefined;
  if (!kind) throw forbidden();
  const [owner] = await db
    .select({ profile: studentProfiles })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.imgUri, UPLOADED_PHOTO_PREFIX + name))
    .limit(1);
  if (!owner || !(await maySee(db, viewer, owner.profile, now))) throw forbidden();
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dir, name));
  } catch {
    throw forbidden();
  }
  return { bytes, type: TYPES[kind] };
}

async function maySee(
  db: Reader,
  viewer: SessionUser,
  child: typeof studentProfiles.$inferSelect,
  now: Date,
): Promise<boolean> {
  if (await mayReadStudent(db, viewer.id, viewer.userType, child)) return true;
  if (viewer.userType !== 'student') return false;
  const me = await studentOf(db, viewer);
  return (await leaderboardPhotoPeers(db, me, now)).includes(child.id);
}
