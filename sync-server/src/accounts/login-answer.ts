import type { Static } from 'typebox';
import type { LoginItem } from '@codeyard/shared-schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Reader } from '../db/index.js';
import { parentProfiles, schooladminProfiles, schools, studentProfiles, teacherProfiles, users } from '../db/tables.js';

type User = typeof users.$inferSelect;
export type LoginItemData = Static<typeof LoginItem>;

async function profileOf(db: Reader, user: User) {
  switch (user.userType) {
    case 'student': {
      const [p] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, user.id)).limit(1);
      return (
        p && {
          key: 'student_profile' as const,
          profile: { id: p.id, first_name: p.firstName, last_name: p.lastName, school_id: p.schoolId },
          parentEmail: p.parentEmail,
          isSchoolStudent: p.schoolId !== null,
        }
      );
    }
    case 'parent': {
      const [p] = await db.select().from(parentProfiles).where(eq(parentProfiles.userId, user.id)).limit(1);
      return (
        p && {
          key: 'parent_profile' as const,
          profile: { id: p.id, first_name: p.firstName, last_name: p.lastName, school_id: null },
          parentEmail: user.email,
          isSchoolStudent: false,
        }
      );
    }
    case 'teacher': {
      const [p] = await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, user.id)).limit(1);
      return (
        p && {
          key: 'teacher_profile' as const,
          profile: { id: p.id, first_name: p.firstName, last_name: p.lastName, school_id: p.schoolId },
          parentEmail: null,
          isSchoolStudent: false,
        }
      );
    }
    case 'schooladmin': {
      const [p] = await db.select().from(schooladminProfiles).where(eq(schooladminProfiles.userId, user.id)).limit(1);
      return (
        p && {
          key: 'schooladmin_profile' as const,
          profile: { id: p.id, first_name: p.firstName, last_name: p.lastName, school_id: p.schoolId },
          parentEmail: null,
          isSchoolStudent: false,
          multipleSchools: p.multipleSchools,
        }
      );
    }
  }
}

/**
 * Opens a session for the user and answers the login shape of spec 000 §3:
 * `{ data: [ { api_token, username, …, <type>_profile: { id, first_name, last_name, school_id } } ] }`.
 */
export async function openSessionAnswer(
  app: FastifyInstance,
  user: User,
  options: { actingParentSessionId?: string; actingParentProfileId?: number } = {},
): Promise<{ data: LoginItemData[] }> {
  const found = await profileOf(app.db, user);
  if (!found) throw new Error(`user ${user.id} has no ${user.userType} profile`);
  const session = await app.sessions.open(user.id, options.actingParentSessionId ?? null);
  const apiToken = await app.jwt.sign({ sub: String(user.id), sid: session.id });
  const item: LoginItemData = {
    api_token: apiToken,
    username: user.username,
    img_uri: user.imgUri,
    parent_email: found.parentEmail ?? null,
    id: user.id,
    has_visited_ide: user.hasVisitedIde,
    did_watch_storyline_video: user.didWatchStorylineVideo,
    user_type: user.userType,
    is_school_student: found.isSchoolStudent,
    multiple_schools: 'multipleSchools' in found ? Boolean(found.multipleSchools) : false,
    is_third_party_school: user.isThirdPartySchool,
    [found.key]: found.profile,
    language: user.language,
  };
  if (user.userType === 'schooladmin' && found.profile.school_id !== null) {
    const [school] = await app.db
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, found.profile.school_id));
    item.school_name = school?.name ?? '';
  }
  if (options.actingParentProfileId) item.acting_parent_profile_id = options.actingParentProfileId;
  return { data: [item] };
}
