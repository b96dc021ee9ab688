/**
 * What other features use of the paint challenges: the game itself (the guest demo of /games/{id}) and the
 * drawing (a teacher's review of a paint project).
 */
export { PaintGameView } from './PaintGameView';
export { DrawingView } from './PaintCanvas';
