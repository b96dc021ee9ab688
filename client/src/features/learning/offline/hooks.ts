import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../../storage/use-user-db';
import type { UserDb } from '../../../storage/user-db';
import { buildWorld, type CourseInput, type CourseView } from '../model/world';
import { pointsShown, type ShownPoints } from '../model/points';
import { KEYS } from './store';
import type {
  AwardView,
  CourseData,
  DownloadState,
  EmojiView,
  LeaderboardData,
  LessonData,
  NotificationData,
  PointLedger,
  ProgressData,
  QuestionData,
  ServerPoints,
  StoneData,
  StudentProfileData,
  SubmissionData,
} from './types';

/**
 * The screens' reads: Dexie live queries over the user's tables, so a screen renders the same online and
 * offline and follows every write (a download, a pulled change, the child's own answer) by itself.
 * Each hook answers undefined while the first read runs.
 */

export { useUserDb };

async function readWorld(db: UserDb): Promise<CourseView[]> {
  const [courses, stones, progress] = await Promise.all([
    db.courses.toArray(),
    db.stones.toArray(),
    db.progress.toArray(),
  ]);
  const inputs: CourseInput[] = courses.map((c) => ({
    id: Number(c.id),
    data: c.data as CourseData,
    stones: stones.filter((s) => s.courseId === c.id).map((s) => s.data as StoneData),
    progress: new Map(
      progress.filter((p) => p.courseId === c.id).map((p) => [Number(p.lessonId), p.data as ProgressData]),
    ),
  }));
  return buildWorld(inputs);
}

/** Every course of the child with locks, counts and stone states (computed here, offline too). */
export function useWorld(): CourseView[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => (db ? readWorld(db) : []), [db]);
}

export interface LessonBundle {
  lesson: LessonData | null;
  questions: QuestionData[];
}

export function useLesson(lessonId: number): LessonBundle | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return { lesson: null, questions: [] };
    const [lesson, questions] = await Promise.all([
      db.lessons.get(lessonId),
      db.questions.where('lessonId').equals(lessonId).toArray(),
    ]);
    return {
      lesson: (lesson?.data as LessonData | undefined) ?? null,
      questions: questions.map((q) => q.data as QuestionData).sort((a, b) => a.position - b.position || a.id - b.id),
    };
  }, [db, lessonId]);
}

/** The latest attempt at a lesson on this device (null: none). */
export function useLatestSubmission(lessonId: number): (SubmissionData & { id: string }) | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return null;
    const rows = await db.submissions.where('lessonId').equals(lessonId).sortBy('createdAt');
    const last = rows.at(-1);
    return last ? { ...(last.data as SubmissionData), id: String(last.id) } : null;
  }, [db, lessonId]);
}

async function profileValue<T>(db: UserDb | null, key: string): Promise<T | null> {
  if (!db) return null;
  return ((await db.profile.get(key))?.data as T | undefined) ?? null;
}

export function usePoints(): ShownPoints | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const [server, ledger] = await Promise.all([
      profileValue<ServerPoints>(db, KEYS.points),
      profileValue<PointLedger>(db, KEYS.ledger),
    ]);
    return pointsShown(server ?? undefined, ledger ?? undefined);
  }, [db]);
}

/** A hint already paid for this question (free to see again). */
export function useHintPaid(lessonId: number, questionId: number | undefined): boolean | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const ledger = await profileValue<PointLedger>(db, KEYS.ledger);
    return questionId !== undefined && Boolean(ledger?.[`hint:${lessonId}:q-${questionId}`]);
  }, [db, lessonId, questionId]);
}

export function useStudentProfile(): Partial<StudentProfileData> | null | undefined {
  const db = useUserDb();
  return useLiveQuery(() => profileValue<Partial<StudentProfileData>>(db, KEYS.profile), [db]);
}

export function useAwards():
  { badges: AwardView[]; trophies: AwardView[]; approvedProjects: number } | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const [badges, trophies] = await Promise.all([
      profileValue<{ badges: AwardView[] }>(db, KEYS.badges),
      profileValue<{ trophies: AwardView[]; approved_projects: number }>(db, KEYS.trophies),
    ]);
    if (!badges && !trophies) return null;
    return {
      badges: badges?.badges ?? [],
      trophies: trophies?.trophies ?? [],
      approvedProjects: trophies?.approved_projects ?? 0,
    };
  }, [db]);
}

export function useEmojis(): EmojiView[] | null | undefined {
  const db = useUserDb();
  return useLiveQuery(() => profileValue<EmojiView[]>(db, KEYS.emojis), [db]);
}

export function useLeaderboard(): (LeaderboardData & { fetchedAt: string }) | null | undefined {
  const db = useUserDb();
  return useLiveQuery(() => profileValue<LeaderboardData & { fetchedAt: string }>(db, KEYS.leaderboard), [db]);
}

export function useNotifications(): NotificationData[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.notifications.orderBy('createdAt').reverse().toArray();
    return rows.map((r) => ({ ...(r.data as NotificationData), seen: Boolean(r.seen) }));
  }, [db]);
}

export function useDownloadState(): DownloadState | null | undefined {
  const db = useUserDb();
  return useLiveQuery(
    async () => ((db ? (await db.meta.get(KEYS.download))?.value : null) as DownloadState | null) ?? null,
    [db],
  );
}
