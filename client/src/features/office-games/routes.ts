import type { RouteObject } from 'react-router';
import { STONE_PLAYERS, routePath } from '@codeyard/shared-schema';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The office tools of course 11 (game layout, student guard; spec 000 §2 /MicrosoftWordProject, /ExcelProject,
 * /presentation; the stone is ?lessonId=, the registry's routes), inside the learning frame (the offline
 * download and pulled changes). Each is lazy: a tool's code loads only on its screen.
 */
const learningFrame: RouteObject = {
  // eslint-disable-next-line import-x/no-restricted-paths -- route wiring: a lazy frame, not an internal
  lazy: async () => ({ Component: (await import('../learning/LearningFrame')).default }),
  children: [
    screen(routePath(STONE_PLAYERS.document.route), () => import('./WordPage')),
    screen(routePath(STONE_PLAYERS.spreadsheet.route), () => import('./ExcelPage')),
    screen(routePath(STONE_PLAYERS.slides.route), () => import('./SlidesPage')),
  ],
};

export const routes: RouteGroups = {
  game: [learningFrame],
  // Office Skills' project stones: a report and a presentation sent to the teacher (our routes, like /paint-project).
  student: [
    screen(routePath(STONE_PLAYERS['document-project'].route), () => import('./DocumentProjectPage')),
    screen(routePath(STONE_PLAYERS['slides-project'].route), () => import('./SlidesProjectPage')),
  ],
};
