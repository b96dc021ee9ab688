/** What other features use of the colouring players: the game itself (the guest demo of /games/{id}). */
export { ColouringGameView } from './ColouringPage';
