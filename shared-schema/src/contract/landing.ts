import { Type } from 'typebox';
import { PAGE_SIZES } from '../rules/constants.js';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, Page } from './fields.js';

/** The first landing of each role (issue 2); later issues deepen these screens. */

export const COURSE_TRACKS = ['computer-skills', 'smoothy', 'web', 'python'] as const;
export const COURSE_LEVELS = ['basic', 'intermediate', 'advanced', 'expert', 'html'] as const;

export const CourseSummary = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  track: Type.Enum(COURSE_TRACKS),
  level: Type.Enum(COURSE_LEVELS),
  title: Type.String(),
  description: Type.String(),
  min_age: Type.Integer(),
  max_age: Type.Integer(),
  lesson_count: Type.Integer(),
  price: Type.Number(),
});

export const curriculumOverview = defineCall({
  method: 'GET',
  path: '/get-curriculum-overview',
  access: 'public',
  queueable: false,
  summary: 'The course catalogue, in the request language.',
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(Type.Array(CourseSummary)),
});

const Pagination = Type.Object({ page_number: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });

export const ChildInfo = Type.Object({
  student_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  is_school_student: Type.Boolean(),
  points: Type.Integer(),
  last_activity_at: Type.Union([Type.String(), Type.Null()]),
});

export const parentChildrenInfo = defineCall({
  method: 'GET',
  path: '/get-parent-children-info',
  access: ['parent'],
  queueable: false,
  summary: "The parent's children, a page at a time.",
  query: Strict({
    Child_number: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZES.parentChildren })),
    page_number: Type.Optional(Page),
    lang: Type.Optional(Lang),
  }),
  response: Data(Type.Object({ children: Type.Array(ChildInfo), pagination: Pagination })),
});

export const ClassroomSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  school_grade_id: Type.Integer(),
  number_of_seats: Type.Integer(),
  student_count: Type.Integer(),
  locked: Type.Boolean(),
  courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
});

export const teacherClassroomList = defineCall({
  method: 'GET',
  path: '/teacher/get-classroom-list',
  access: ['teacher'],
  queueable: false,
  summary: "The teacher's own classrooms.",
  query: Strict({ lang: Type.Optional(Lang) }),
  response: Data(Type.Array(ClassroomSummary)),
});

export const TeacherInfo = Type.Object({
  teacher_profile_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  classroom_count: Type.Integer(),
  student_count: Type.Integer(),
});

export const schoolTeacherInfo = defineCall({
  method: 'GET',
  path: '/school/get-school-teacher-info/{schoolId}',
  access: ['schooladmin'],
  queueable: false,
  summary: 'The teachers of a school the administrator manages, a page at a time.',
  params: Strict({ schoolId: Id }),
  query: Strict({ page: Type.Optional(Page), lang: Type.Optional(Lang) }),
  response: Data(
    Type.Object({
      school: Type.Object({ id: Type.Integer(), name: Type.String() }),
      teachers: Type.Array(TeacherInfo),
      pagination: Pagination,
    }),
  ),
});

export const SchoolSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  teacher_count: Type.Integer(),
  student_count: Type.Integer(),
});

export const schoolSearch = defineCall({
  method: 'GET',
  path: '/school/schools',
  access: ['schooladmin'],
  queueable: false,
  summary: 'A multi-school administrator searches their schools.',
  query: Strict({ search: Type.Optional(Type.String({ maxLength: 100 })), lang: Type.Optional(Lang) }),
  response: Data(Type.Array(SchoolSummary)),
});
