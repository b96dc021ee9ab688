import { SudokuStonePage } from './SudokuPage';

/** /sudoku1?lessonId=: the sudoku-pictures stone's player. */
export default function Sudoku1Page() {
  return <SudokuStonePage type="sudoku-pictures" />;
}
