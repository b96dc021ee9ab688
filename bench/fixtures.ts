import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
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

/** The entry script that index.html loads, with its size raw and gzipped. */
export function entryChunk(): { name: string; bytes: number; gzipBytes: number } | undefined {
  const dist = resolve(import.meta.dirname, '../client/dist');
  const html = resolve(dist, 'index.html');
  if (!existsSync(html)) return undefined;
  const src = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(readFileSync(html, 'utf8'))?.[1];
  if (!src) return undefined;
  const code = readFileSync(resolve(dist, `.${src}`));
  return { name: src, bytes: code.length, gzipBytes: gzipSync(code).length };
}
