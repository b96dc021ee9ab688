import { describe, expect, it } from 'vitest';
import { callShape, SPEC_CALLS, SPEC_SECTIONS, specCoverage, type SpecCall } from './catalogue.js';
import { allCalls, callKey } from './index.js';

describe('the spec call catalogue', () => {
  it('lists every section of spec 001 §7 and only well-formed paths', () => {
    expect(new Set(SPEC_CALLS.map((c) => c.section))).toEqual(new Set(Object.keys(SPEC_SECTIONS)));
    for (const call of SPEC_CALLS) {
      expect(call.path).toMatch(/^\/[A-Za-z0-9_\-/{}.]*$/);
      expect(call.path).not.toContain('?');
    }
  });

  it('lists no call twice within a section', () => {
    for (const section of Object.keys(SPEC_SECTIONS)) {
      const shapes = SPEC_CALLS.filter((c) => c.section === section).map((c) => callShape(c.method, c.path));
      expect(shapes.length, section).toBe(new Set(shapes).size);
    }
  });

  it('holds the counts of the spec, section by section', () => {
    const count = (section: string) => SPEC_CALLS.filter((c) => c.section === section).length;
    expect(count('7.1')).toBe(28); // 18 POST + 9 GET + our child self-registration
    expect(count('7.2')).toBe(5);
    expect(count('7.3')).toBe(60); // 43 GET + 16 POST + our path of student-submit-exam
    expect(count('7.4')).toBe(22);
    expect(count('7.5')).toBe(9);
    expect(count('7.6')).toBe(74); // 48 GET + 22 POST + 1 PUT + 3 POST
    expect(count('7.7')).toBe(28);
    expect(count('7.8')).toBe(29);
    expect(count('7.9')).toBe(6);
    expect(count('7.10')).toBe(6);
  });

  it("keeps paths exactly as the spec writes them, with the spec's methods", () => {
    const has = (method: string, path: string) => SPEC_CALLS.some((c) => c.method === method && c.path === path);
    expect(has('GET', '/teacher/get-school-classroom-details/{id}')).toBe(true);
    expect(has('PUT', '/teacher/change-student-name/{id}')).toBe(true);
    expect(has('PATCH', '/community/friends/{id}/accept')).toBe(true);
    expect(has('DELETE', '/community/comments/{id}')).toBe(true);
    expect(has('GET', '/studentoverview/')).toBe(true);
    expect(has('POST', '/calculate-hints-points/11')).toBe(true);
    expect(has('GET', '/finish-lesson/{classRoomId}/{lessonId}')).toBe(true);
    expect(has('GET', '/community/users/notifications') && has('POST', '/community/users/notifications')).toBe(true);
    expect(has('GET', '/review-questions') && has('POST', '/review-questions')).toBe(true);
  });

  it('marks our own paths for child self-registration and exam registration', () => {
    expect(SPEC_CALLS.filter((c) => c.ours)).toEqual([
      { method: 'POST', path: '/register-child', section: '7.1', ours: true },
      { method: 'POST', path: '/student-submit-exam', section: '7.3', ours: true },
    ]);
  });

  it('names every call the contract defines so far, except our own additions', () => {
    const named = new Set(SPEC_CALLS.map((c) => callShape(c.method, c.path)));
    const ourAdditions = [
      'GET /captcha/challenge',
      'POST /sync/batch',
      'GET /sync/pull',
      'GET /teacher/submissions',
      'GET /teacher/teacher-projects',
      'GET /code-exercise/{lessonId}',
      'GET /teacher/code-exercise-solution',
      'POST /share-project',
      'POST /teacher/share-student-submission',
      // Picture sign-in for young children (issue 13).
      'GET /teacher/classrooms/{id}/picture-sign-in',
      'POST /teacher/classrooms/{id}/picture-sign-in',
      'POST /teacher/classrooms/{id}/picture-sign-in/students/{studentId}',
      'GET /picture-sign-in/{code}',
      'POST /picture-sign-in/{code}',
      // A purchase's receipt and the orders page (issue 15).
      'GET /payment-receipt/{paymentId}',
      'GET /payments-history',
      // A child invites a parent from the paywall (issue 15 item 5; spec 000 §5 names no call).
      'GET /parent-invitations',
      'POST /invite-parent',
      // The teacher's view of each student's games, and a game stone's reset (issue 14).
      'GET /teacher/get-classroom-games',
      'POST /teacher/reset-student-game-by-lesson',
      // The community's switch, and a teacher's hiding of a post (issue 16).
      'GET /community/access',
      'PUT /community/settings/school/{schoolId}',
      'PUT /community/settings/child/{studentProfileId}',
      'POST /community/posts/{id}/hide',
      // A child's report of a post, and the teacher's list of reported posts (issue 16).
      'POST /community/posts/{id}/report',
      'GET /community/posts/reported',
      // The public check of a certificate's verification code (issue 16).
      'GET /certificates/verify/{code}',
      // Taking a certification exam in the app: a sitting's start and its answers (issue 16).
      'POST /student-exam/{examId}/start',
      'POST /student-exam/attempts/{attemptId}/submit',
      // The authorisation letter of an exam registration, as PDF (issue 16).
      'GET /exam-letters/{eligibilityId}',
    ];
    const missing = allCalls
      .map(callKey)
      .filter((key) => !ourAdditions.includes(key) && !named.has(callShape(key.split(' ')[0], key.split(' ')[1])));
    expect(missing).toEqual([]);
  });
});

describe('callShape', () => {
  it('compares placeholders as placeholders, whatever their names or syntax', () => {
    expect(callShape('GET', '/teacher/get-school-classroom-details/{id}')).toBe(
      callShape('get', '/teacher/get-school-classroom-details/{classroomId}'),
    );
    expect(callShape('GET', '/a/{x}/b/{y?}')).toBe('GET /a/{}/b/{}');
    expect(callShape('GET', '/a/:x/b')).toBe('GET /a/{}/b');
  });

  it('keeps methods, literal segments and trailing slashes apart', () => {
    expect(callShape('GET', '/certificates/{id}')).not.toBe(callShape('POST', '/certificates/{id}'));
    expect(callShape('GET', '/certificates/{id}')).not.toBe(callShape('GET', '/certificates/teachers'));
    expect(callShape('GET', '/studentoverview/')).not.toBe(callShape('GET', '/studentoverview'));
    expect(callShape('POST', '/calculate-task-points/1')).not.toBe(callShape('POST', '/calculate-task-points/{id}'));
  });
});

describe('specCoverage', () => {
  const calls: SpecCall[] = [
    { method: 'GET', path: '/a/{id}', section: '7.1' },
    { method: 'POST', path: '/a', section: '7.1' },
    { method: 'GET', path: '/shared', section: '7.3' },
    { method: 'GET', path: '/shared', section: '7.10' },
    { method: 'DELETE', path: '/b/{id}', section: '7.8' },
  ];

  it('counts a call only when its method and path are served, and a call of two sections once', () => {
    const report = specCoverage(['GET /a/{other}', 'GET /shared', 'GET /b/{id}', 'GET /ours'], calls);
    expect(report.total).toBe(4);
    expect(report.served).toBe(2);
    const section = (s: string) => report.sections.find((x) => x.section === s)!;
    expect(section('7.1').calls.map((c) => [c.method, c.path, c.served])).toEqual([
      ['GET', '/a/{id}', true],
      ['POST', '/a', false],
    ]);
    expect(section('7.3').calls[0].served).toBe(true);
    expect(section('7.10').calls[0].served).toBe(true);
    expect(section('7.8').calls[0].served).toBe(false); // GET is served, DELETE is not
    expect(report.extra).toEqual(['GET /b/{id}', 'GET /ours']);
  });

  it('reports nothing served for an empty server, every section present', () => {
    const report = specCoverage([]);
    expect(report.served).toBe(0);
    expect(report.total).toBe(new Set(SPEC_CALLS.map((c) => callShape(c.method, c.path))).size);
    expect(report.sections.map((s) => s.section)).toEqual(Object.keys(SPEC_SECTIONS));
  });
});
