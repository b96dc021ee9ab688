import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { classroomCourses, classrooms, classroomStudents, stoneProgress } from '../db/tables.js';
import { DEMO_CLASSROOMS } from '../seed/demo.js';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

/**
 * A teacher's classroom lock (POST /teacher/update-classroom-locked-status without lesson_id) reaches
 * the students' maps: the classroom's courses are locked for them with the reason 'teacher', yet work
 * done before the lock (offline) is still accepted, and unlocking gives the map back.
 */

let l: LearningTest;
afterEach(async () => l?.close());

const LOCK = '/teacher/update-classroom-locked-status';
const classroomNamed = async (name: string) =>
  (await l.t.app.db.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.name, name)).limit(1))[0]!.id;
const lockClassroom = async (classroomId: number, locked: boolean) => {
  const res = await l.call('POST', LOCK, 'teacher1', { classroom_id: classroomId, locked_status: locked });
  expect(res.status).toBe(200);
};
const mapOf = async (username: string) => {
  const res = await l.call('GET', '/coursedetails/1', username);
  expect(res.status).toBe(200);
  return res.json.data as {
    locked: boolean;
    lock_reason: string | null;
    previous_course_number: number | null;
    stones: { key: string; state: string; button: string; lock_reason: string | null; completed_at: string | null }[];
  };
};
const buttons = (map: Awaited<ReturnType<typeof mapOf>>) =>
  map.stones.map((s) => `${s.key}:${s.button}${s.lock_reason ? `/${s.lock_reason}` : ''}`);

describe("a teacher's classroom lock on the student's map", () => {
  it('locks the course with the teacher reason, still accepts a submission, and unlocking restores the map', async () => {
    l = await startLearningTest();
    const classroomId = await classroomNamed(DEMO_CLASSROOMS.teacher1.name);
    const before = buttons(await mapOf('student1'));
    expect(before.slice(0, 2)).toEqual(['l1:start', 'l2:locked/previous']);

    await lockClassroom(classroomId, true);
    const locked = await mapOf('student1');
    expect(locked).toMatchObject({ locked: true, lock_reason: 'teacher', previous_course_number: null });
    expect(locked.stones.length).toBeGreaterThan(0);
    expect(
      locked.stones.every((s) => s.state === 'locked' && s.button === 'locked' && s.lock_reason === 'teacher'),
    ).toBe(true);
    const me = await l.profileOf('student1');
    const list = (await l.call('GET', `/student-courses/${me.id}`, 'student1')).json.data as {
      id: number;
      assigned: boolean;
      locked: boolean;
    }[];
    expect(list.find(async (c) => c.id === (await l.courseId(1)))).toMatchObject({ assigned: true, locked: true });
    // The device learns of it by a pulled 'course' change.
    const pulled = (await l.call('GET', '/sync/pull?cursor=0', 'student1')).json.data.changes as {
      entity: string;
      entity_id: string;
      data: Record<string, unknown>;
    }[];
    expect(pulled).toContainEqual(
      expect.objectContaining({
        entity: 'course',
        entity_id: String(await l.courseId(1)),
        data: expect.objectContaining({ classroom_locked: true }),
      }),
    );

    // Work done offline before the lock arrives now: accepted and kept, never lost.
    const sent = await l.submit('student1', 'l1', await l.rightL1());
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({
      score: 70,
      points_awarded: 80,
      stone: { state: 'completed' },
      next_stone_id: null,
    });
    const [row] = await l.t.app.db
      .select()
      .from(stoneProgress)
      .where(and(eq(stoneProgress.studentProfileId, me.id), eq(stoneProgress.stoneId, await l.stoneId(1, 'l1'))))
      .limit(1);
    expect(row?.completedAt).not.toBeNull();
    const stillLocked = await mapOf('student1');
    expect(stillLocked).toMatchObject({ locked: true, lock_reason: 'teacher' });
    expect(stillLocked.stones[0]).toMatchObject({
      key: 'l1',
      button: 'locked',
      lock_reason: 'teacher',
      completed_at: expect.any(String),
    });

    await lockClassroom(classroomId, false);
    const open = await mapOf('student1');
    expect(open).toMatchObject({ locked: false, lock_reason: null });
    expect(buttons(open).slice(0, 3)).toEqual(['l1:completed', 'l2:next', 'g1:soon']);
  });

  it('leaves the course open for a student who also has it through another, unlocked classroom', async () => {
    l = await startLearningTest();
    const classroomId = await classroomNamed(DEMO_CLASSROOMS.teacher1.name);
    const other = await classroomNamed(DEMO_CLASSROOMS.teacher2.name);
    await l.t.app.db.write(async (tx) =>
      tx.insert(classroomCourses).values({ classroomId: other, courseId: await l.courseId(1) }),
    );
    await l.t.app.db.write(async (tx) =>
      tx.insert(classroomStudents).values({ classroomId: other, studentProfileId: (await l.profileOf('student2')).id }),
    );

    await lockClassroom(classroomId, true);
    expect(await mapOf('student1')).toMatchObject({ locked: true, lock_reason: 'teacher' });
    const student2 = await mapOf('student2');
    expect(student2).toMatchObject({ locked: false, lock_reason: null });
    expect(student2.stones[0]).toMatchObject({ button: 'start', lock_reason: null });
  });
});
