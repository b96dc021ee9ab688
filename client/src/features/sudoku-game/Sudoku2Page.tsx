import { SudokuStonePage } from './SudokuPage';

/** /sudoku2?lessonId=: the sudoku-digits stone's player. */
export default function Sudoku2Page() {
  return <SudokuStonePage type="sudoku-digits" />;
}
