import { Type } from 'typebox';
import { Data, defineCall, Strict } from './define.js';
import { Lang } from './fields.js';

/** The multi-school administrator's screens (spec 000 §2 /admin; the calls sit under /school, spec 001 §7.7). */

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
