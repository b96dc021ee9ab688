/** What the game players of other feature folders share: the top row, the "not here" state, the pictures, the sound and the end of a game. */
export { GameTop, GameUnavailable } from './GameTop';
export { GamePictureView } from './pictures';
export { useGameSound } from '../../ui/kit/sound';
export { GameEnd, useStoneNav, useGameDone, clock, type GameOutcome } from './game-end';
export { NextStoneLink } from './game-end';
export { GameStoneFromSearch } from './stone-from-search';
