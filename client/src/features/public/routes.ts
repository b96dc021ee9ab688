import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The open pages (student layout, no login): spec 000 §2. The contact form's path is ours: /contact.
 * The shared-code page (guest layout, no login): a project a teacher shared by link.
 */
export const routes: RouteGroups = {
  open: [
    screen('/', () => import('./HomePage'), { firstScreen: true }),
    screen('/courses', () => import('./CoursesPage'), { firstScreen: true }),
    screen('/Pricing', () => import('./PricingPage')),
    screen('/privacy', () => import('./PrivacyPage')),
    screen('/terms', () => import('./TermsPage')),
    screen('/terms/:lang', () => import('./TermsPage')),
    screen('/contact', () => import('./ContactPage')),
    screen('/start-early', () => import('./StartEarlyPage')),
    screen('/start-early/:email/:name/:school/:phone', () => import('./StartEarlyPage')),
  ],
  guest: [screen('/guest/sharedCode/:submissionId/:submissionType', () => import('./SharedCodePage'))],
};
