/** What other features use of the sudoku players: the game itself (the guest demo of /games/{id}). */
export { SudokuGame } from './SudokuPage';
