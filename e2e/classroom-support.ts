import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** A stone of a course map as GET /coursedetails/{course} gives it. */
export type MapStone = { id: number; key: string; position: number; completed_at: string | null; best_score: number };

/** The authorisation header of a demo account signed in through the API. */
export async function apiLogin(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const answer = await request.post('/api/login', { data: { login_email: username, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await answer.json()).data[0].api_token as string}` };
}

/** A course's map (its id and stones) as the signed-in caller sees it. */
export async function courseMap(request: APIRequestContext, headers: Record<string, string>, course: number) {
  const data = (await (await request.get(`/api/coursedetails/${course}`, { headers })).json()).data;
  return { id: data.course.id as number, stones: data.stones as MapStone[] };
}

/**
 * teacher1 opens a classroom with these courses and a new child in it, and finishes for the child every stone
 * before each named stone (as a teacher does for a child who joins late), so those stones are open. The
 * stones come back by key.
 */
export async function childAtStones(
  request: APIRequestContext,
  room: { name: string; child: [first: string, last: string]; prefix: string },
  stones: { course: number; key: string }[],
) {
  const reader = await apiLogin(request, 'student1');
  const maps = new Map<number, Awaited<ReturnType<typeof courseMap>>>();
  for (const { course } of stones) if (!maps.has(course)) maps.set(course, await courseMap(request, reader, course));
  const teacher = await apiLogin(request, 'teacher1');
  const made = await request.post('/api/teacher/add-school-classroom', {
    headers: teacher,
    data: {
      name: room.name,
      number_of_seats: 10,
      school_grade_id: 3,
      course_ids: [...maps.values()].map((map) => map.id),
      schedules: [{ day: 2, start_time: '09:00', end_time: '10:00' }],
    },
  });
  expect(made.status()).toBe(200);
  const classroomId = (await made.json()).data.classroom.id as number;
  const username = `${room.prefix}${Date.now().toString(36)}`;
  const added = await request.post('/api/teacher/add-school-student-to-classroom', {
    headers: teacher,
    data: {
      classroom_id: classroomId,
      first_name: room.child[0],
      last_name: room.child[1],
      username,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
  });
  expect(added.status()).toBe(200);
  const profileId = (await added.json()).data.student.student_profile_id as number;
  const open: Record<string, MapStone> = {};
  for (const { course, key } of stones) {
    const map = maps.get(course)!;
    const stone = map.stones.find((s) => s.key === key)!;
    open[key] = stone;
    for (const before of map.stones.filter((s) => s.position < stone.position))
      await request.post('/api/teacher/finish-student-lesson-by-teacher', {
        headers: teacher,
        data: { classroom_id: classroomId, lesson_id: before.id, student_profile_ids: [profileId] },
      });
  }
  return { username, profileId, classroomId, maps, stones: open };
}
