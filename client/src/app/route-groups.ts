import type { RouteObject } from 'react-router';
import { TITLE_OF_PATH } from './screen-titles';

/**
 * What a feature folder adds to the route table, by layout and guard (spec 000 §2):
 * open — student layout, no login; guestOnly — open, but a signed-in user is sent to /;
 * student — student layout, student guard; game — game layout, student guard;
 * parent / teacher / school — that user type; admin — a multi-school administrator; guest — guest layout.
 */
export interface RouteGroups {
  open?: RouteObject[];
  guestOnly?: RouteObject[];
  student?: RouteObject[];
  game?: RouteObject[];
  parent?: RouteObject[];
  teacher?: RouteObject[];
  school?: RouteObject[];
  admin?: RouteObject[];
  guest?: RouteObject[];
}

/**
/**
 * A lazily loaded screen: each screen is its own chunk, so the first screen stays small. A screen shows
 * once the strings of every feature are there (i18n/index.ts), except a first screen (`firstScreen`: /,
 * /login, /courses), whose strings come with the shell. Its title's key (screen-titles.ts, by path) rides
 * on the route's handle, read by the root frame.
 */
export function screen(
  path: string,
  load: () => Promise<{ default: React.ComponentType }>,
  options: { firstScreen?: boolean } = {},
): RouteObject {
  return {
    path,
    handle: { title: TITLE_OF_PATH[path] },
    lazy: async () => {
      // i18n is imported here, not at the top: the route files stay plain modules that a test can read in
      // Node (e2e/accessibility.spec.ts lists the screens from them); it is the entry's module either way.
      const strings = options.firstScreen ? undefined : import('../i18n').then((i18n) => i18n.loadOtherLocales());
      const [module] = await Promise.all([load(), strings]);
      return { Component: module.default };
    },
  };
}
