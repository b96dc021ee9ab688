/**
 * The optional query parameters of the editor screens (/python-ide, /web-ide and their /teacher twins),
 * spelled as the spec spells them (`coursedId` included). Anything not a positive whole number is dropped.
 */
export interface IdeParams {
  courseId: number | null;
  lessonId: number | null;
  projectId: number | null;
  isCourseProject: boolean;
  isGraduationProject: boolean;
}

const id = (v: string | null): number | null =>
  v !== null && /^[1-9]\d{0,9}$/.test(v.trim()) ? Number(v.trim()) : null;
const flag = (v: string | null): boolean => v !== null && /^(1|true|yes)$/i.test(v.trim());

export function parseIdeParams(search: URLSearchParams | string): IdeParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    courseId: id(q.get('coursedId') ?? q.get('courseId')),
    lessonId: id(q.get('lessonId')),
    projectId: id(q.get('projectId')),
    isCourseProject: flag(q.get('isCourseProject')),
    isGraduationProject: flag(q.get('isGraduationProject')),
  };
}

/** Where an editor's draft is kept on the device: one per project, else per lesson, else one free draft. */
export function draftKey(kind: 'python' | 'web', p: IdeParams): string {
  if (p.projectId !== null) return `${kind}:project:${p.projectId}`;
  if (p.lessonId !== null) return `${kind}:lesson:${p.lessonId}`;
  return `${kind}:free`;
}
