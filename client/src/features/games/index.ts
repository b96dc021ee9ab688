/** What the other game features use of the games' shared parts: the top row, the "not here" state, the pictures and the sound. */
export { GameTop, GameUnavailable } from './GameTop';
export { GamePictureView } from './pictures';
export { useGameSound } from './sound';
