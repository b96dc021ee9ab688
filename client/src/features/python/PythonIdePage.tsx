import { PythonIde } from './PythonIde';

/** /python-ide (students), with the optional coursedId, lessonId, isCourseProject, isGraduationProject, projectId. */
export default function PythonIdePage() {
  return <PythonIde variant="student" />;
}
