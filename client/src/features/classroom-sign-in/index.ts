/** What other features use of picture sign-in: our pictures (the teacher's sign-in cards show them). */
export { Picture } from './pictures/pictures';
