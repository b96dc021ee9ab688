import { WebIde } from './WebIde';

/** /teacher/web-ide: the same editor for teachers (with lessonId: the exercise and its solution). */
export default function TeacherWebIdePage() {
  return <WebIde variant="teacher" />;
}
