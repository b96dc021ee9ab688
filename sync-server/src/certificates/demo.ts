import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { certificates, courses, stoneProgress, stones, studentProfiles, users } from '../db/tables.js';
import { newCode } from './service.js';

/** The demo child with a certificate: Sami (sunny5) of teacher1's young class, no browser test plays as him. */
export const DEMO_CERTIFICATE = { username: 'sunny5', courseNumber: 9 } as const;

/**
 * Demo data (issue 16): sunny5 has completed My First Computer (every playable stone, a week ago) and has
 * its certificate, so that a visitor sees one at once on /certificates and on its verification page.
 */
export async function seedDemoCertificate(tx: Tx, now = new Date()): Promise<void> {
  const [child] = await tx
    .select({ profile: studentProfiles, userId: users.id })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(users.usernameKey, DEMO_CERTIFICATE.username))
    .limit(1);
  const [course] = await tx.select().from(courses).where(eq(courses.number, DEMO_CERTIFICATE.courseNumber)).limit(1);
  if (!child || !course) return;
  const playable = await tx
    .select({ id: stones.id })
    .from(stones)
    .where(and(eq(stones.courseId, course.id), eq(stones.playable, true)));
  if (!playable.length) return;
  const at = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  await tx.insert(stoneProgress).values(
    playable.map((stone) => ({
      studentProfileId: child.profile.id,
      stoneId: stone.id,
      completedAt: at,
      bestScore: 0,
      maxScore: 0,
      updatedAt: at,
    })),
  );
  await tx.insert(certificates).values({
    kind: 'student',
    holder: `student:${child.profile.id}`,
    studentProfileId: child.profile.id,
    teacherProfileId: null,
    courseId: course.id,
    firstName: child.profile.firstName,
    lastName: child.profile.lastName,
    code: newCode(),
    issuedByUserId: child.userId,
    issuedAt: at,
  });
}
