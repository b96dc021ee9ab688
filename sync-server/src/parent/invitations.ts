import { normalisePhone, PARENT_INVITATIONS, type BodyOf, type Language, type parent } from '@codeyard/shared-schema';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { normaliseEmail, studentProfileOfUser } from '../accounts/directory.js';
import { deliver, type AccountDeps } from '../accounts/deps.js';
import { sha256 } from '../accounts/one-time-tokens.js';
import type { Reader, Tx } from '../db/index.js';
import { isUniqueViolation } from '../db/sql.js';
import { parentInvitations, parentProfiles, studentProfiles } from '../db/tables.js';
import { fieldError, forbidden, HttpError } from '../http/errors.js';

/**
 * A child invites a parent from the paywall (issue 15 item 5, spec 000 §5): a home learner without a
 * linked parent sends a sign-up link by mail or SMS, each address once, a few a day. The parent who signs
 * up from the link (POST /register_Parent with `invitation`, then the confirmation and set-password steps)
 * becomes the child's parent when the account is finished.
 */

type Invite = BodyOf<typeof parent.inviteParent>;
type InviteDeps = Pick<AccountDeps, 'db' | 'messages' | 'throttle' | 'now' | 'onDeliveryError'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

const alreadySent = (field: string) => fieldError(field, 'errors.invitationAlreadySent');
const overTheLimit = () => new HttpError(422, 'errors.invitationLimit');

async function invitingChild(db: Reader, childUserId: number) {
  const profile = await studentProfileOfUser(db, childUserId);
  if (!profile) throw forbidden();
  return profile;
}

/** GET /parent-invitations: what the paywall's invite part shows. */
export async function invitationsOf(db: Reader, childUserId: number, now: Date) {
  const child = await invitingChild(db, childUserId);
  const rows = await db
    .select()
    .from(parentInvitations)
    .where(eq(parentInvitations.studentProfileId, child.id))
    .orderBy(desc(parentInvitations.id));
  const today = startOfUtcDay(now);
  const sentToday = rows.filter((row) => row.createdAt >= today).length;
  const hasParent = child.parentProfileId !== null;
  return {
    can_invite: !hasParent && child.schoolId === null,
    has_parent: hasParent,
    left_today: Math.max(0, PARENT_INVITATIONS.perChildPerDay - sentToday),
    per_day: PARENT_INVITATIONS.perChildPerDay,
    sent: rows.map((row) => ({
      channel: row.channel,
      to: row.target,
      sent_at: row.createdAt,
      accepted: row.acceptedAt !== null,
    })),
  };
}

/** POST /invite-parent: one invitation row (its token only as a hash), then the mail or SMS. */
export async function inviteParent(deps: InviteDeps, childUserId: number, body: Invite, lang: Language) {
  const { db } = deps;
  const now = deps.now();
  const child = await invitingChild(db, childUserId);
  if (child.schoolId !== null) throw forbidden();
  if (child.parentProfileId !== null) throw new HttpError(422, 'errors.alreadyHasParent');
  const channel = body.phone !== undefined ? ('phone' as const) : ('email' as const);
  const field = channel === 'phone' ? 'phone' : 'email';
  const target = channel === 'phone' ? normalisePhone(body.phone!) : normaliseEmail(body.email!);
  const token = randomBytes(32).toString('base64url');
  try {
    await db.write(async (tx) => {
      const rows = await tx
        .select({ target: parentInvitations.target, createdAt: parentInvitations.createdAt })
        .from(parentInvitations)
        .where(eq(parentInvitations.studentProfileId, child.id));
      if (rows.some((row) => row.target === target)) throw alreadySent(field);
      const today = startOfUtcDay(now);
      if (rows.filter((row) => row.createdAt >= today).length >= PARENT_INVITATIONS.perChildPerDay)
        throw overTheLimit();
      await tx.insert(parentInvitations).values({
        studentProfileId: child.id,
        channel,
        target,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + PARENT_INVITATIONS.linkDays * DAY_MS).toISOString(),
        createdAt: now.toISOString(),
      });
    });
  } catch (error) {
    // Two taps at once for the same address: the unique index says no to the second.
    if (isUniqueViolation(error)) throw alreadySent(field);
    throw error;
  }
  // Many children's accounts must not flood one inbox either: the recipient's budget of the account area.
  await deps.throttle.message(target).catch(() => {
    throw overTheLimit();
  });
  await deliver(
    deps as AccountDeps,
    channel === 'phone' ? 'sms' : 'mail',
    deps.messages.sendParentInvitation(channel, target, lang, child.firstName, token),
  );
  return invitationsOf(db, childUserId, now);
}

/** A live invitation for this link token (not expired, not accepted), or undefined. */
export async function liveInvitation(db: Reader, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(parentInvitations)
    .where(
      and(
        eq(parentInvitations.tokenHash, sha256(token)),
        isNull(parentInvitations.acceptedAt),
        gt(parentInvitations.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row;
}

/** Step one of a parent's sign-up from an invitation: the pending parent is noted on it. */
export async function claimInvitation(tx: Tx, invitationId: number, pendingParentUserId: number) {
  await tx
    .update(parentInvitations)
    .set({ parentUserId: pendingParentUserId })
    .where(eq(parentInvitations.id, invitationId));
}

/**
 * The parent finished signing up: every child who invited them (and still has no parent) becomes theirs.
 * Inside the unit of work that activates the account.
 */
export async function linkInvitingChildren(tx: Tx, parentUserId: number, now: Date) {
  const [profile] = await tx
    .select({ id: parentProfiles.id })
    .from(parentProfiles)
    .where(eq(parentProfiles.userId, parentUserId))
    .limit(1);
  if (!profile) return;
  const claimed = await tx
    .select({ id: parentInvitations.id, studentProfileId: parentInvitations.studentProfileId })
    .from(parentInvitations)
    .where(and(eq(parentInvitations.parentUserId, parentUserId), isNull(parentInvitations.acceptedAt)));
  for (const invitation of claimed) {
    const linked = await tx
      .update(studentProfiles)
      .set({ parentProfileId: profile.id })
      .where(and(eq(studentProfiles.id, invitation.studentProfileId), isNull(studentProfiles.parentProfileId)))
      .returning({ id: studentProfiles.id });
    if (linked.length > 0)
      await tx
        .update(parentInvitations)
        .set({ acceptedAt: now.toISOString() })
        .where(eq(parentInvitations.id, invitation.id));
  }
}
