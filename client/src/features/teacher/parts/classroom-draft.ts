import type { Static } from 'typebox';
import type { BodyOf, roster } from '@codeyard/shared-schema';

type ClassroomInfo = Static<typeof roster.ClassroomInfo>;
type AddBody = BodyOf<typeof roster.addSchoolClassroom>;

/** Sunday (0) to Saturday (6), as the contract numbers them. */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export interface DayDraft {
  on: boolean;
  start: string;
  end: string;
}

/**
 * The classroom form as the teacher fills it in: text as typed (grade and seats are select and number
 * inputs, so strings), the week as seven rows with a tick each. `classroomBody` turns it into the call's
 * body; the contract's own schema and check (spec 000 §5: name, grade and course required, at least one
 * day, the end later than the start) then judge it, so the messages are the server's, in the user's language.
 */
export interface ClassroomDraft {
  name: string;
  grade: string;
  seats: string;
  courseIds: number[];
  days: DayDraft[];
}

const DEFAULT_START = '08:00';
const DEFAULT_END = '09:00';

export function emptyDraft(): ClassroomDraft {
  return {
    name: '',
    grade: '',
    seats: '30',
    courseIds: [],
    days: WEEK_DAYS.map(() => ({ on: false, start: DEFAULT_START, end: DEFAULT_END })),
  };
}

/** The form filled with a classroom's values (to edit it). */
export function draftOf(classroom: ClassroomInfo): ClassroomDraft {
  const byDay = new Map(classroom.schedules.map((s) => [s.day, s]));
  return {
    name: classroom.name,
    grade: String(classroom.school_grade_id),
    seats: String(classroom.number_of_seats),
    courseIds: classroom.courses.map((c) => c.id),
    days: WEEK_DAYS.map((day) => {
      const s = byDay.get(day);
      return s
        ? { on: true, start: s.start_time, end: s.end_time }
        : { on: false, start: DEFAULT_START, end: DEFAULT_END };
    }),
  };
}

/** A typed whole number, or NaN (the schema then refuses it: never a silent 0). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The body of add-school-classroom (and, with classroom_id, of edit-school-classroom): the name trimmed,
 * an unchosen grade and an empty course list left out (so the contract says "required"), the ticked days
 * Sunday first. Times are kept as typed ("HH:MM" from a time input).
 */
export function classroomBody(draft: ClassroomDraft): AddBody {
  const body: Partial<AddBody> = {
    name: draft.name.trim(),
    number_of_seats: wholeNumber(draft.seats),
    schedules: WEEK_DAYS.flatMap((day) => {
      const d = draft.days[day];
      return d?.on ? [{ day, start_time: d.start, end_time: d.end }] : [];
    }),
  };
  if (draft.grade !== '') body.school_grade_id = wholeNumber(draft.grade);
  if (draft.courseIds.length > 0) body.course_ids = [...new Set(draft.courseIds)];
  return body as AddBody;
}

/** Changes one day of the week (a new draft; the old one is left as it was). */
export function withDay(draft: ClassroomDraft, day: number, change: Partial<DayDraft>): ClassroomDraft {
  return { ...draft, days: draft.days.map((d, i) => (i === day ? { ...d, ...change } : d)) };
}

/** Ticks or unticks a course. */
export function withCourse(draft: ClassroomDraft, courseId: number, on: boolean): ClassroomDraft {
  const rest = draft.courseIds.filter((id) => id !== courseId);
  return { ...draft, courseIds: on ? [...rest, courseId] : rest };
}
