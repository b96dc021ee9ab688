import { Type } from 'typebox';
import { PAGE_SIZES } from '../rules/constants.js';
import { Data, defineCall, Strict } from './define.js';
import { Lang, Page, Pagination } from './fields.js';

/** The parent's screens (spec 001 §7.4, spec 000 §2 parent pages). */

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
