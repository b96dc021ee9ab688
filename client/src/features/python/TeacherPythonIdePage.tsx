import { PythonIde } from './PythonIde';

/** /teacher/python-ide: the same editor for teachers, with the same optional parameters. */
export default function TeacherPythonIdePage() {
  return <PythonIde variant="teacher" />;
}
