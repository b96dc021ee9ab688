import { describe, expect, it } from 'vitest';
import { localiseIssues, roster } from '@codeyard/shared-schema';
import { checkInput } from '../../../api/client';
import { classroomBody, draftOf, emptyDraft, withCourse, withDay } from './classroom-draft';

const filled = () =>
  withDay(
    withDay(withCourse({ ...emptyDraft(), name: '  Grade 6 Coders ', grade: '6', seats: '25' }, 3, true), 4, {
      on: true,
      start: '10:00',
      end: '11:30',
    }),
    1,
    { on: true, start: '08:15', end: '09:00' },
  );

/** The messages the contract gives the body, in one language, by field. */
const problems = (body: object, lang: 'en' | 'ar' = 'en') =>
  localiseIssues(checkInput(roster.addSchoolClassroom, { body: body as never }), lang);

describe('the classroom form', () => {
  it('sends the name trimmed, numbers as numbers and the ticked days Sunday first', () => {
    expect(classroomBody(filled())).toEqual({
      name: 'Grade 6 Coders',
      number_of_seats: 25,
      school_grade_id: 6,
      course_ids: [3],
      schedules: [
        { day: 1, start_time: '08:15', end_time: '09:00' },
        { day: 4, start_time: '10:00', end_time: '11:30' },
      ],
    });
    expect(problems(classroomBody(filled()))).toEqual({});
  });

  it('leaves out an unchosen grade and no course, so the contract asks for them', () => {
    const body = classroomBody({ ...filled(), grade: '', courseIds: [] });
    expect(body).not.toHaveProperty('school_grade_id');
    expect(body).not.toHaveProperty('course_ids');
    expect(problems(body).school_grade_id).toEqual(['Please choose the grade.']);
  });

  it('asks for the course once the rest is right (the contract check), in Arabic too', () => {
    const body = classroomBody({ ...filled(), courseIds: [] });
    expect(problems(body).course_ids).toEqual(['Please choose at least one course.']);
    expect(problems(body, 'ar').course_ids?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a week without a day, and an end that is not later than the start', () => {
    expect(problems(classroomBody({ ...filled(), days: emptyDraft().days })).schedules).toEqual([
      'Please choose at least one day.',
    ]);
    const same = withDay(filled(), 4, { start: '10:00', end: '10:00' });
    expect(problems(classroomBody(same)).schedules).toEqual(['The end time must be later than the start time.']);
    const earlier = withDay(filled(), 1, { start: '09:00', end: '08:00' });
    expect(problems(classroomBody(earlier), 'ar').schedules).toEqual(['يجب أن يكون وقت الانتهاء بعد وقت البدء.']);
  });

  it('never turns a blank or odd seat count into a number the server would take', () => {
    expect(classroomBody({ ...filled(), seats: '' }).number_of_seats).toBeNaN();
    expect(classroomBody({ ...filled(), seats: '2.5' }).number_of_seats).toBeNaN();
    expect(problems(classroomBody({ ...filled(), seats: '' })).number_of_seats).toHaveLength(1);
  });

  it('keeps a course once however often it is ticked, and unticks it', () => {
    const twice = withCourse(withCourse(filled(), 5, true), 5, true);
    expect(classroomBody(twice).course_ids).toEqual([3, 5]);
    expect(classroomBody(withCourse(twice, 3, false)).course_ids).toEqual([5]);
  });

  it('fills the form from a classroom and gives the same classroom back', () => {
    const draft = draftOf({
      id: 7,
      name: 'Grade 4 Explorers',
      school_id: 1,
      teacher_profile_id: 1,
      school_grade_id: 4,
      number_of_seats: 30,
      student_count: 5,
      status: 'active',
      locked: false,
      community_locked: false,
      courses: [{ id: 1, title: 'SmoothY Starter' }],
      schedules: [
        { day: 0, start_time: '08:00', end_time: '08:45' },
        { day: 2, start_time: '12:00', end_time: '13:00' },
      ],
    });
    expect(draft.days.filter((d) => d.on)).toHaveLength(2);
    expect(classroomBody(draft)).toEqual({
      name: 'Grade 4 Explorers',
      number_of_seats: 30,
      school_grade_id: 4,
      course_ids: [1],
      schedules: [
        { day: 0, start_time: '08:00', end_time: '08:45' },
        { day: 2, start_time: '12:00', end_time: '13:00' },
      ],
    });
  });
});
