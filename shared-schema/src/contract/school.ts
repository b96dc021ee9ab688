import { Type } from 'typebox';
import { Data, defineCall, Strict } from './define.js';
import { Id, Lang, Page, Pagination } from './fields.js';

/** The school administrator's screens (spec 001 §7.7, spec 000 §2 school pages). */

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
