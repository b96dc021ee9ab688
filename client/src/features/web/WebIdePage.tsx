import { WebIde } from './WebIde';

/** /web-ide (students), with the optional coursedId, lessonId, isCourseProject, isGraduationProject, projectId. */
export default function WebIdePage() {
  return <WebIde variant="student" />;
}
