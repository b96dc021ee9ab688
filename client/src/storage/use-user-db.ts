import { useSession } from '../session/use-session';
import { openUserDb, type UserDb } from './user-db';

/**
 * The signed-in user's database, or null when nobody is signed in. Screens read it through live queries:
 *
 *   const db = useUserDb();
 *   const lessons = useLiveQuery(() => db?.lessons.where('courseId').equals(courseId).toArray(), [db, courseId]);
 *
 * A different user signing in gives a different database, so nothing of one child shows for the next.
 */
export function useUserDb(): UserDb | null {
  const userId = useSession()?.userId;
  return userId ? openUserDb(userId) : null;
}
