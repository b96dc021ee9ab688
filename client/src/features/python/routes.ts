import { screen, type RouteGroups } from '../../app/route-groups';

/** The Python editor screens. Each is lazy; Monaco and Pyodide load inside them, never in the entry chunk. */
export const routes: RouteGroups = {
  student: [screen('/python-ide', () => import('./PythonIdePage'))],
  teacher: [screen('/teacher/python-ide', () => import('./TeacherPythonIdePage'))],
};
