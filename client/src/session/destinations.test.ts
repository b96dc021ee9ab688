import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './destinations';
import { sessionFromLogin } from './session-store';

describe('destination after login (spec 000 §2)', () => {
  it('sends each kind of user to their own landing', () => {
    expect(destinationAfterLogin({ userType: 'student', multipleSchools: false })).toBe('/Myworld');
    expect(destinationAfterLogin({ userType: 'schooladmin', multipleSchools: false })).toBe('/school');
    expect(destinationAfterLogin({ userType: 'schooladmin', multipleSchools: true })).toBe('/admin');
    expect(destinationAfterLogin({ userType: 'teacher', multipleSchools: false })).toBe('/teacher/classrooms');
    expect(destinationAfterLogin({ userType: 'parent', multipleSchools: false })).toBe('/parent/manageMyKids');
  });
});

describe('the session kept on the device', () => {
  it('takes the fields of the login answer and starts the client state as the spec says', () => {
    const session = sessionFromLogin({
      api_token: 't',
      username: 'teacher1',
      img_uri: null,
      parent_email: null,
      id: 7,
      has_visited_ide: false,
      did_watch_storyline_video: true,
      user_type: 'teacher',
      is_school_student: false,
      multiple_schools: false,
      is_third_party_school: false,
      language: 'ar',
      teacher_profile: { id: 3, first_name: 'Lina', last_name: 'Mansour', school_id: 1 },
    });
    expect(session).toMatchObject({
      token: 't',
      userId: 7,
      userProfileId: 3,
      schoolId: 1,
      teacherName: 'Lina Mansour',
      studentProfileId: null,
      didWatchStory: true,
      language: 'ar',
      points: 0,
      isFirstLogin: true,
      tutorialActive: true,
    });
  });

  it('refuses a login answer without a profile', () => {
    expect(() =>
      sessionFromLogin({
        api_token: 't',
        username: 'x',
        img_uri: null,
        parent_email: null,
        id: 1,
        has_visited_ide: false,
        did_watch_storyline_video: false,
        user_type: 'student',
        is_school_student: false,
        multiple_schools: false,
        is_third_party_school: false,
        language: 'en',
      }),
    ).toThrow();
  });
});
