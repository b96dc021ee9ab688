import { ColouringStonePage } from './ColouringPage';

/** /coloring?lessonId=: a colouring stone coloured by choice. */
export default function ColouringChoicePage() {
  return <ColouringStonePage type="colouring" />;
}
