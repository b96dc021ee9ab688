import { community, translate, type Language, type ResponseOf } from '@codeyard/shared-schema';
import { and, asc, count, desc, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/index.js';
import {
  awards,
  classroomStudents,
  communityFriendships,
  communityPosts,
  communitySettings,
  notifications,
  pointEvents,
  projectSubmissions,
  schools,
  studentProfiles,
  users,
} from '../db/tables.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { notify } from '../learning/awards.js';
import { recordChange } from '../sync/change-log.js';
import { friendIdsOf, inReach, peopleByIds, personOf, userView, type Person, type Viewer } from './access.js';
import { visiblePosts } from './posts.js';

type FriendshipRow = typeof communityFriendships.$inferSelect;

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const offsetOf = (page: number | undefined) => ((page ?? 1) - 1) * community.COMMUNITY_PAGE_SIZE;

/** Children the viewer may know: their school's (or at home, their family's), with community accounts. */
async function peopleInReach(db: Reader, viewer: Viewer, extra?: ReturnType<typeof and>): Promise<Person[]> {
  if (viewer.kind !== 'student') return [];
  const circle =
    viewer.schoolId !== null
      ? eq(studentProfiles.schoolId, viewer.schoolId)
      : viewer.parentProfileId !== null
        ? and(isNull(studentProfiles.schoolId), eq(studentProfiles.parentProfileId, viewer.parentProfileId))
        : undefined;
  if (!circle) return [];
  const rows = await db
    .select({ user: users, student: studentProfiles, schoolName: schools.name })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(schools, eq(schools.id, studentProfiles.schoolId))
    .where(and(circle, ne(users.id, viewer.userId), eq(users.status, 'active'), extra))
    .orderBy(asc(studentProfiles.firstName), asc(users.id))
    .limit(200);
  return rows.map(personOf);
}

async function pointsOf(db: Reader, studentProfileIds: number[]): Promise<Map<number, number>> {
  if (!studentProfileIds.length) return new Map();
  const rows = await db
    .select({ id: pointEvents.studentProfileId, total: sql<number>`coalesce(sum(${pointEvents.points}), 0)` })
    .from(pointEvents)
    .where(inArray(pointEvents.studentProfileId, studentProfileIds))
    .groupBy(pointEvents.studentProfileId);
  return new Map(rows.map((r) => [r.id, Number(r.total)]));
}

/** A person the viewer may look at closely (profile, achievements): themself, someone in reach, a teacher's pupil. */
async function knownPerson(db: Reader, viewer: Viewer, userId: number): Promise<Person> {
  const person = (await peopleByIds(db, [userId])).get(userId);
  if (!person || person.userType !== 'student') throw notFound();
  const mayLook =
    person.userId === viewer.userId ||
    inReach(viewer, person) ||
    (viewer.kind === 'teacher' && viewer.studentUserIds.includes(person.userId));
  if (!mayLook) throw notFound();
  return person;
}

export async function achievements(
  db: Reader,
  viewer: Viewer,
  userId: number,
  type: 'badge' | 'trophy' | 'project' | undefined,
  lang: Language,
): Promise<community.Achievement[]> {
  const person = await knownPerson(db, viewer, userId);
  const list: community.Achievement[] = [];
  if (type !== 'project') {
    const rows = await db
      .select()
      .from(awards)
      .where(and(eq(awards.studentProfileId, person.studentProfileId!), type ? eq(awards.kind, type) : undefined))
      .orderBy(asc(awards.earnedAt));
    for (const a of rows)
      list.push({
        kind: a.kind,
        key: a.key,
        title: translate(lang, `learning.${a.kind === 'badge' ? 'badges' : 'trophies'}.${a.key}.title`),
        earned_at: a.earnedAt,
      });
  }
  if (type === undefined || type === 'project') {
    const rows = await db
      .select()
      .from(projectSubmissions)
      .where(
        and(
          eq(projectSubmissions.studentProfileId, person.studentProfileId!),
          eq(projectSubmissions.status, 'approved'),
        ),
      )
      .orderBy(asc(projectSubmissions.id));
    for (const p of rows)
      list.push({ kind: 'project', key: String(p.id), title: p.projectName, earned_at: p.reviewedAt ?? p.updatedAt });
  }
  return list;
}

export async function details(
  db: Reader,
  viewer: Viewer,
  userId: number,
): Promise<ResponseOf<typeof community.userDetails>['data']> {
  const person = await knownPerson(db, viewer, userId);
  const points = (await pointsOf(db, [person.studentProfileId!])).get(person.studentProfileId!) ?? 0;
  const [posts] = await db
    .select({ n: count() })
    .from(communityPosts)
    .where(and(eq(communityPosts.authorUserId, person.userId), visiblePosts(viewer)));
  const friendCount = (await friendIdsOf(db, person.userId)).length;
  const [row] = await db
    .select()
    .from(communityFriendships)
    .where(eq(communityFriendships.pairKey, pairKey(viewer.userId, person.userId)))
    .limit(1);
  return {
    user: userView(viewer, person),
    points,
    posts_count: Number(posts?.n ?? 0),
    friends_count: friendCount,
    friendship: row ? friendshipView(viewer, row, person) : null,
    can_befriend: inReach(viewer, person) && !row,
    me: person.userId === viewer.userId,
  };
}

export async function topUsers(db: Reader, viewer: Viewer) {
  const people = await peopleInReach(db, viewer);
  const [me] = (await peopleByIds(db, [viewer.userId])).values();
  const everyone = me ? [me, ...people] : people;
  const points = await pointsOf(
    db,
    everyone.map((p) => p.studentProfileId!),
  );
  return everyone
    .map((p) => ({ user: userView(viewer, p), points: points.get(p.studentProfileId!) ?? 0 }))
    .sort((a, b) => b.points - a.points || a.user.first_name.localeCompare(b.user.first_name))
    .slice(0, 10);
}

/** Classmates first, then schoolmates (siblings at home), not yet friends and not yet asked. */
export async function peopleYouMayKnow(db: Reader, viewer: Viewer) {
  const people = await peopleInReach(db, viewer);
  const taken = new Set(
    (
      await db
        .select({ s: communityFriendships.senderUserId, r: communityFriendships.receiverUserId })
        .from(communityFriendships)
        .where(
          or(
            eq(communityFriendships.senderUserId, viewer.userId),
            eq(communityFriendships.receiverUserId, viewer.userId),
          ),
        )
    ).flatMap((f) => [f.s, f.r]),
  );
  const classmates = new Set(
    viewer.classroomIds.length
      ? (
          await db
            .select({ id: classroomStudents.studentProfileId })
            .from(classroomStudents)
            .where(inArray(classroomStudents.classroomId, viewer.classroomIds))
        ).map((c) => c.id)
      : [],
  );
  return people
    .filter((p) => !taken.has(p.userId))
    .sort((a, b) => Number(classmates.has(b.studentProfileId!)) - Number(classmates.has(a.studentProfileId!)))
    .slice(0, 10)
    .map((p) => userView(viewer, p));
}

export async function searchUsers(db: Reader, viewer: Viewer, search: string) {
  const pattern = `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const people = await peopleInReach(
    db,
    viewer,
    or(
      like(sql`lower(${studentProfiles.firstName})`, pattern),
      like(sql`lower(${studentProfiles.lastName})`, pattern),
      like(users.usernameKey, pattern),
    ),
  );
  return people.slice(0, 20).map((p) => userView(viewer, p));
}

// ---------------------------------------------------------------- notifications

const communityKinds = like(notifications.kind, 'community.%');

async function unseen(db: Reader, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), communityKinds, isNull(notifications.seenAt)));
  return Number(row?.n ?? 0);
}

export async function notificationList(db: Reader, viewer: Viewer, lang: Language) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.userId), communityKinds))
    .orderBy(desc(notifications.id))
    .limit(50);
  return {
    notifications: rows.map((n) => {
      const data = (n.data ?? {}) as Record<string, unknown>;
      const vars = Object.fromEntries(
        Object.entries(data).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])),
      );
      return {
        id: n.id,
        kind: n.kind,
        message: translate(lang, `notifications.${n.kind}`, vars),
        data,
        seen: n.seenAt !== null,
        created_at: n.createdAt,
      };
    }),
    unseen_count: await unseen(db, viewer.userId),
  };
}

export async function markSeen(tx: Tx, viewer: Viewer, ids: number[], now: Date) {
  const rows = await tx
    .select()
    .from(notifications)
    .where(and(inArray(notifications.id, ids), eq(notifications.userId, viewer.userId), communityKinds));
  for (const row of rows.filter((r) => r.seenAt === null)) {
    await tx.update(notifications).set({ seenAt: now.toISOString() }).where(eq(notifications.id, row.id));
    await recordChange(tx, viewer.userId, 'notification', row.id, { kind: row.kind, data: row.data, seen: true });
  }
  return { seen: rows.map((r) => r.id).sort((a, b) => a - b), unseen_count: await unseen(tx, viewer.userId) };
}

// ---------------------------------------------------------------- friends

function friendshipView(viewer: Viewer, row: FriendshipRow, other: Person): community.Friendship {
  return {
    id: row.id,
    status: row.status,
    direction: row.senderUserId === viewer.userId ? 'sent' : 'received',
    user: userView(viewer, other),
    created_at: row.createdAt,
    responded_at: row.respondedAt,
  };
}

async function friendshipViews(db: Reader, viewer: Viewer, rows: FriendshipRow[]) {
  const people = await peopleByIds(
    db,
    rows.map((r) => (r.senderUserId === viewer.userId ? r.receiverUserId : r.senderUserId)),
  );
  return rows.map((r) =>
    friendshipView(viewer, r, people.get(r.senderUserId === viewer.userId ? r.receiverUserId : r.senderUserId)!),
  );
}

async function pagedFriendships(db: Reader, viewer: Viewer, where: ReturnType<typeof and>, page?: number) {
  const rows = await db
    .select()
    .from(communityFriendships)
    .where(where)
    .orderBy(desc(communityFriendships.id))
    .limit(community.COMMUNITY_PAGE_SIZE)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(communityFriendships).where(where);
  return {
    items: await friendshipViews(db, viewer, rows),
    page: page ?? 1,
    per_page: community.COMMUNITY_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}

export const friends = (db: Reader, viewer: Viewer, page?: number) =>
  pagedFriendships(
    db,
    viewer,
    and(
      eq(communityFriendships.status, 'accepted'),
      or(eq(communityFriendships.senderUserId, viewer.userId), eq(communityFriendships.receiverUserId, viewer.userId)),
    ),
    page,
  );

export const received = (
  db: Reader,
  viewer: Viewer,
  status: community.Friendship['status'] = 'pending',
  page?: number,
) =>
  pagedFriendships(
    db,
    viewer,
    and(eq(communityFriendships.receiverUserId, viewer.userId), eq(communityFriendships.status, status)),
    page,
  );

export const sent = (db: Reader, viewer: Viewer, page?: number) =>
  pagedFriendships(
    db,
    viewer,
    and(eq(communityFriendships.senderUserId, viewer.userId), eq(communityFriendships.status, 'pending')),
    page,
  );

/**
 * Asks a child to be friends. Refused: oneself (422), a child out of reach — another school's, or at home
 * another family's (422), and a pair that is already friends or has a request waiting (409). A child who
 * declined a request may later ask the other themself.
 */
export async function sendRequest(tx: Tx, viewer: Viewer, receiverUserId: number, now: Date) {
  if (receiverUserId === viewer.userId) throw fieldError('receiver_user_id', 'community.friendSelf');
  const person = (await peopleByIds(tx, [receiverUserId])).get(receiverUserId);
  if (!person || !inReach(viewer, person)) throw fieldError('receiver_user_id', 'community.friendOutOfReach');
  const key = pairKey(viewer.userId, receiverUserId);
  const [existing] = await tx.select().from(communityFriendships).where(eq(communityFriendships.pairKey, key)).limit(1);
  if (existing) {
    const declinedByMe = existing.status === 'declined' && existing.receiverUserId === viewer.userId;
    if (!declinedByMe) throw new HttpError(409, 'community.friendRequestExists', { code: 'friend_request_exists' });
    await tx.delete(communityFriendships).where(eq(communityFriendships.id, existing.id));
  }
  const [row] = await tx
    .insert(communityFriendships)
    .values({
      senderUserId: viewer.userId,
      receiverUserId,
      pairKey: key,
      status: 'pending',
      createdAt: now.toISOString(),
    })
    .returning();
  await notify(tx, receiverUserId, 'community.friendRequest', { friendship_id: row!.id, name: viewer.firstName }, now);
  return friendshipView(viewer, row!, person);
}

export async function answerRequest(tx: Tx, viewer: Viewer, id: number, accept: boolean, now: Date) {
  const [row] = await tx.select().from(communityFriendships).where(eq(communityFriendships.id, id)).limit(1);
  if (!row || (row.receiverUserId !== viewer.userId && row.senderUserId !== viewer.userId)) throw notFound();
  if (row.receiverUserId !== viewer.userId) throw new HttpError(403, 'community.notYourRequest');
  if (row.status !== 'pending') throw new HttpError(409, 'community.friendRequestNotPending');
  const [updated] = await tx
    .update(communityFriendships)
    .set({ status: accept ? 'accepted' : 'declined', respondedAt: now.toISOString() })
    .where(eq(communityFriendships.id, row.id))
    .returning();
  if (accept)
    await notify(
      tx,
      row.senderUserId,
      'community.friendAccepted',
      { friendship_id: row.id, name: viewer.firstName },
      now,
    );
  const other = (await peopleByIds(tx, [row.senderUserId])).get(row.senderUserId)!;
  return friendshipView(viewer, updated!, other);
}

/** Cancels a request the viewer sent (waiting or declined) or ends a friendship. */
export async function removeFriendship(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(communityFriendships).where(eq(communityFriendships.id, id)).limit(1);
  if (!row || (row.receiverUserId !== viewer.userId && row.senderUserId !== viewer.userId)) throw notFound();
  if (row.status !== 'accepted' && row.senderUserId !== viewer.userId)
    throw new HttpError(403, 'community.notYourRequest');
  await tx.delete(communityFriendships).where(eq(communityFriendships.id, row.id));
  return { id: row.id, deleted: true as const };
}

// ---------------------------------------------------------------- who may use it

/** Switches the community on or off for a school's students, or for a child at home. */
export async function setCommunity(
  tx: Tx,
  scope: 'school' | 'student',
  ownerId: number,
  enabled: boolean,
  byUserId: number,
  now: Date,
) {
  await tx
    .insert(communitySettings)
    .values({ scope, ownerId, enabled, updatedBy: byUserId, updatedAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [communitySettings.scope, communitySettings.ownerId],
      set: { enabled, updatedBy: byUserId, updatedAt: now.toISOString() },
    });
}
