import { ColouringStonePage } from './ColouringPage';

/** /coloring2?lessonId=: a colouring stone coloured by numbers. */
export default function ColouringNumbersPage() {
  return <ColouringStonePage type="colouring-numbers" />;
}
