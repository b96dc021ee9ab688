/** What the game players of other feature folders share (each new game type lives in its own folder). */
export { GameTop, GameUnavailable } from './GameTop';
export { useGameSound } from './sound';
// games-a: the end of a game and its stone's place on the map (puzzle, typing, maze).
export { GameEnd, useStoneNav, useGameDone, clock } from './game-end';
