import type { FastifyInstance } from 'fastify';
import { hashSecret } from '../sync-server/src/accounts/passwords.js';
import { studentProfiles, users } from '../sync-server/src/db/schema.js';

/** Makes a class of school students with one password, straight in the database (fast, not measured). */
export async function benchClassroom(app: FastifyInstance, size: number): Promise<{ username: string; password: string }[]> {
  const password = 'BenchPass1';
  const passwordHash = await hashSecret(password);
  const made: { username: string; password: string }[] = [];
  app.db.transaction((tx) => {
    for (let i = 1; i <= size; i++) {
      const username = `benchkid${i}`;
      const user = tx.insert(users).values({ username, usernameKey: username, passwordHash, userType: 'student' }).returning({ id: users.id }).get();
      tx.insert(studentProfiles).values({ userId: user.id, firstName: `Kid${i}`, lastName: 'Bench', schoolId: 1 }).run();
      made.push({ username, password });
    }
  });
  return made;
}
