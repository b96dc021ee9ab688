// The Python feature's public surface: a program shown and run outside the IDE.
export { PythonProgram } from './PythonProgram';
export { PythonTask } from './PythonTask';
