import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The open pages that welcome a newcomer (spec 000 §2): how to start, what Codeyard does for a school,
 * the perks programme and the new-year sale. Their words and numbers ship with the app, so once the app
 * is installed they open offline too.
 */
export const routes: RouteGroups = {
  open: [
    screen('/startLearning', () => import('./StartLearningPage')),
    screen('/schoolBusiness', () => import('./SchoolBusinessPage')),
    screen('/Perks', () => import('./PerksPage')),
    screen('/HappyNewYear', () => import('./HappyNewYearPage')),
  ],
};
