/** What other features use of picture sign-in: our pictures (the teacher's sign-in cards, profile pictures). */
export { Picture } from './pictures/pictures';
