/** What other features use of the paint challenges: the game itself (the guest demo of /games/{id}). */
export { PaintGameView } from './PaintGameView';
