import type { PROJECT_EDITORS, ProjectType } from '@codeyard/shared-schema';
import type { IconName } from '../../ui/kit/icons';

type Editor = (typeof PROJECT_EDITORS)[number];

/**
 * What a project is called in lists and reviews: a drawing, a report or a presentation (a computer-skills course
 * project made in the paint tool, the document or the slides editor), a course project, or one the child made on
 * their own in the blocks playground, the web editor or the Python editor (a Python program is never a "Playground").
 */
export function projectKind(type: ProjectType, editor: Editor | undefined): 'course' | Editor {
  if (editor === 'paint' || editor === 'document' || editor === 'slides') return editor;
  return type === 'course' ? 'course' : (editor ?? 'blocks');
}

/** The picture of a project by the editor it opens in. */
export const EDITOR_ICON: Record<Editor, IconName> = {
  blocks: 'blocks',
  web: 'web',
  python: 'python',
  paint: 'palette',
  document: 'text',
  slides: 'picture',
};
