import { eq } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import {
  communityComments,
  communityFriendships,
  communityLikes,
  communityPosts,
  communitySettings,
  projectSubmissions,
  studentProfiles,
  users,
} from '../db/tables.js';

/**
 * The community of the demo (README, "Demo data"): switched on for Demo School, with a few posts among
 * teacher1's students so that a visitor sees it at once — student1's question with student2's answer
 * marked correct, student3's idea, student4's celebration of an approved project — comments, likes, and
 * student1 and student2 as friends.
 */
export const DEMO_COMMUNITY = {
  question: 'How do I make my robot turn around without repeating the turn block twice?',
  answer: 'Put one turn block inside a repeat block and set it to 2. Then try changing the number!',
  thanks: 'It works! Thank you!',
  idea: 'Idea: a maze game where the robot collects stars and every star opens a new door.',
  celebration: 'My Space Garden project was approved! The plants grow when you click them.',
  cheer: 'So cool! How did you make the plants grow?',
  project: 'Space Garden',
} as const;

export async function seedDemoCommunity(
  tx: Tx,
  ids: { schoolId: number; classroomId: number; studentProfileIds: number[]; reviewerTeacherProfileId: number },
): Promise<void> {
  const admin = (await tx.select({ id: users.id }).from(users).where(eq(users.usernameKey, 'schooladmin1')))[0];
  const start = new Date(Date.now() - 3 * 86_400_000);
  const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000).toISOString();
  await tx.insert(communitySettings).values({
    scope: 'school',
    ownerId: ids.schoolId,
    enabled: true,
    updatedBy: admin!.id,
    updatedAt: at(0),
  });
  const userOf = async (studentProfileId: number) =>
    (
      await tx
        .select({ id: studentProfiles.userId })
        .from(studentProfiles)
        .where(eq(studentProfiles.id, studentProfileId))
    )[0]!.id;
  const [s1, s2, s3, s4] = [
    await userOf(ids.studentProfileIds[0]!),
    await userOf(ids.studentProfileIds[1]!),
    await userOf(ids.studentProfileIds[2]!),
    await userOf(ids.studentProfileIds[3]!),
  ];
  const post = async (
    authorUserId: number,
    type: 'question' | 'idea' | 'celebration',
    text: string,
    hours: number,
    extra = {},
  ) =>
    (
      await tx
        .insert(communityPosts)
        .values({
          authorUserId,
          type,
          text,
          scope: 'classroom',
          classroomId: ids.classroomId,
          schoolId: ids.schoolId,
          createdAt: at(hours),
          updatedAt: at(hours),
          ...extra,
        })
        .returning({ id: communityPosts.id })
    )[0]!.id;
  const comment = async (postId: number, authorUserId: number, text: string, hours: number, isCorrect = false) =>
    (
      await tx
        .insert(communityComments)
        .values({ postId, authorUserId, text, isCorrect, createdAt: at(hours), updatedAt: at(hours) })
        .returning({ id: communityComments.id })
    )[0]!.id;

  const question = await post(s1!, 'question', DEMO_COMMUNITY.question, 1);
  const answer = await comment(question, s2!, DEMO_COMMUNITY.answer, 2, true);
  await comment(question, s1!, DEMO_COMMUNITY.thanks, 3);
  await post(s3!, 'idea', DEMO_COMMUNITY.idea, 5);

  const [project] = await tx
    .insert(projectSubmissions)
    .values({
      studentProfileId: ids.studentProfileIds[3]!,
      type: 'individual',
      status: 'approved',
      version: 1,
      projectName: DEMO_COMMUNITY.project,
      code: '{"blocks":[]}',
      comment: 'Lovely idea, and the plants really grow!',
      points: 200,
      reviewedBy: ids.reviewerTeacherProfileId,
      submittedAt: at(6),
      reviewedAt: at(8),
      updatedAt: at(8),
    })
    .returning({ id: projectSubmissions.id });
  const celebration = await post(s4!, 'celebration', DEMO_COMMUNITY.celebration, 9, {
    celebrationType: 'project',
    celebrationId: project!.id,
    submissionId: project!.id,
  });
  await comment(celebration, s3!, DEMO_COMMUNITY.cheer, 10);
  await tx.insert(communityLikes).values([
    { target: 'post', targetId: question, userId: s3!, createdAt: at(4) },
    { target: 'comment', targetId: answer, userId: s1!, createdAt: at(4) },
    { target: 'post', targetId: celebration, userId: s1!, createdAt: at(11) },
    { target: 'post', targetId: celebration, userId: s2!, createdAt: at(11) },
    { target: 'post', targetId: celebration, userId: s3!, createdAt: at(11) },
  ]);
  await tx.insert(communityFriendships).values({
    senderUserId: s1!,
    receiverUserId: s2!,
    pairKey: s1! < s2! ? `${s1}:${s2}` : `${s2}:${s1}`,
    status: 'accepted',
    createdAt: at(0),
    respondedAt: at(1),
  });
}
