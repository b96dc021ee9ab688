import { SudokuStonePage } from './SudokuPage';

/** /sudoku3?lessonId=: the sudoku-big stone's player. */
export default function Sudoku3Page() {
  return <SudokuStonePage type="sudoku-big" />;
}
