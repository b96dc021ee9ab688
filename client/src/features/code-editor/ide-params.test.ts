import { describe, expect, it } from 'vitest';
import { draftKey, parseIdeParams } from './ide-params';

describe('the editor screens query parameters', () => {
  it('reads the spec names (coursedId included) and flags', () => {
    expect(parseIdeParams('?coursedId=8&lessonId=12&isCourseProject=1&isGraduationProject=false&projectId=7')).toEqual({
      courseId: 8,
      lessonId: 12,
      projectId: 7,
      isCourseProject: true,
      isGraduationProject: false,
    });
    expect(parseIdeParams('isGraduationProject=true')).toMatchObject({ isGraduationProject: true, courseId: null });
  });

  it('drops anything that is not a positive whole number', () => {
    expect(parseIdeParams('?lessonId=abc&projectId=-3&coursedId=0')).toMatchObject({
      courseId: null,
      lessonId: null,
      projectId: null,
    });
  });

  it('keeps one draft per project, else per lesson, else one free draft', () => {
    expect(draftKey('python', parseIdeParams('lessonId=4&projectId=9'))).toBe('python:project:9');
    expect(draftKey('python', parseIdeParams('lessonId=4'))).toBe('python:lesson:4');
    expect(draftKey('web', parseIdeParams(''))).toBe('web:free');
  });
});
