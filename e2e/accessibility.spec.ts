import { expect, test, type Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signIn } from './support';

/**
 * Every screen of the route table passes axe (WCAG 2.0, 2.1 and 2.2, A and AA) with no serious or critical
 * violation, in English and in Arabic, as the role that may open it. The screens come from the route table
 * itself (client/src/features/*\/routes.ts, which the app's router collects the same way): a new screen joins
 * this test by being there. Only screens are read; nothing is submitted (the file shares its shelf's demo data).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGS = ['ar', 'en'] as const; // English last: a signed-in user's language ends where the seed left it.

/** Who opens the screens of each route group (client/src/app/route-groups.ts); guest = nobody signed in. */
const GROUP_ROLE: Record<string, string> = {
  open: 'guest',
  guestOnly: 'guest',
  guest: 'guest',
  student: 'student1',
  game: 'student1',
  parent: 'parent1',
  teacher: 'teacher1',
  school: 'schooladmin1',
  admin: 'multiadmin1',
};

/**
 * Demo values for route parameters, by parameter name (the seeded demo data of a fresh database); a value
 * may depend on the route where one name means different things. A route with a parameter that is not here
 * fails the test: give it a value that opens a real screen.
 */
const PARAMS: Record<string, string | ((route: string) => string)> = {
  courseId: '1', // SmoothY Starter, student1's course
  // Its stones: 1 "What is a program?" (a lesson), 5 a challenge (/ide), 9 a code stone (/ide-questions).
  lessonId: (route) => (route.startsWith('/ide/') ? '5' : route.startsWith('/ide-questions/') ? '9' : '1'),
  id: '1', // course 1 (/lessonsList) and teacher1's classroom 1 (/teacher/classrooms-details)
  isLock: '0',
  studentId: '1', // student1's profile
  submissionId: '1',
  submissionType: 'individual',
  lang: 'ar',
  parentEmail: 'parent@example.com',
  parentPhone: '+962791234567',
  phone: '+962791234567',
  registrationToken: 'demo-registration-token',
  verifyToken: 'demo-verify-token',
  verifyEmail: 'student@example.com',
  verifyType: 'email',
  isNewPassword: 'demo-reset-token',
  otp: '123456',
  ssoToken: 'demo-platform-token',
  email: 'teacher@example.com',
  name: 'Lina',
  school: 'Demo School',
  code: 'SUNNY', // teacher1's young class, Sunny Starters (picture sign-in)
  teacherId: '1', // teacher1's profile (/class-details/1/1: Grade 4 Explorers; /all-student-details/1/1: SmoothY Starter)
  schoolId: '1', // Demo School (/admin/report/1)
  stageId: '101', // a memory stage: stone 1's stage 1 (/memoryGame/stage/101/1; stone 1 is a lesson: "not here")
  levelId: '101', // a drag-and-drop level, the same way (/DragandDrop/level/101/1)
  examId: '1', // the first SmoothY exam (/exams/1: student1 is not registered, the screen says so)
  postId: '1', // the demo community's question: student1's own, with student2's answer marked correct
  myFriendProfileId: '8', // student2's user id: student1's friend in the demo community
  // The mail's letter page draws its buttons without asking the server (student1 has no registration: the
  // download would be refused); the shape of a real eligibility ID.
  eligibilityId: 'CY-SMOOTHY1-ABCD2345',
};

interface RouteNode {
  path?: string;
  children?: RouteNode[];
}

function pathsOf(nodes: RouteNode[]): string[] {
  return nodes.flatMap((node) => [...(node.path ? [node.path] : []), ...pathsOf(node.children ?? [])]);
}

function fillParams(path: string): string {
  return path.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = PARAMS[name];
    if (value === undefined) throw new Error(`route ${path}: add a demo value for :${name} to PARAMS`);
    return encodeURIComponent(typeof value === 'function' ? value(path) : value);
  });
}

/** The route table's screens by role, read from the same files the router collects. */
async function screensByRole(): Promise<Map<string, string[]>> {
  const features = fileURLToPath(new URL('../client/src/features/', import.meta.url));
  const byRole = new Map<string, string[]>();
  for (const feature of readdirSync(features, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const file = `${features}${feature.name}/routes.ts`;
    let module: { routes: Record<string, RouteNode[]> };
    try {
      module = (await import(pathToFileURL(file).href)) as typeof module;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String(error).includes(file)) continue;
      throw error;
    }
    for (const [group, nodes] of Object.entries(module.routes)) {
      const role = GROUP_ROLE[group];
      if (!role) throw new Error(`route group "${group}" (features/${feature.name}): add its role to GROUP_ROLE`);
      byRole.set(role, [...(byRole.get(role) ?? []), ...pathsOf(nodes).map(fillParams)]);
    }
  }
  return byRole;
}

/**
 * The screen has drawn: a heading (or an alert saying why not) in its main landmark, nothing still loading.
 * Headings marked data-axe-seen belong to the screen shown before (routeTo).
 */
async function screenReady(page: Page, timeout?: number) {
  const main = page.getByRole('main');
  const fresh = page.locator(':not([data-axe-seen])');
  await expect(main.getByRole('heading').and(fresh).or(main.getByRole('alert').and(fresh)).first()).toBeVisible({
    timeout,
  });
  await expect(main.locator('.state-loading, [aria-busy="true"]')).toHaveCount(0);
  // A screen that was refreshing fades back in (a CSS transition), a lesson intro's caption fades in word
  // by word (a CSS animation that ends): axe measures contrast on what is painted once they are done. An
  // endless animation (a spinner, a picture floating) is not waited for.
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (a) =>
            a instanceof CSSTransition ||
            (a instanceof CSSAnimation &&
              a.playState === 'running' &&
              a.effect?.getComputedTiming().endTime !== Infinity),
        ),
  );
}

/** Moves to another screen through the app's router (history and popstate), with no page load. */
async function routeTo(page: Page, url: string): Promise<boolean> {
  await page.evaluate((to) => {
    document
      .querySelectorAll('main :is(h1, h2, h3, h4, h5, h6, [role="heading"], [role="alert"])')
      .forEach((seen) => seen.setAttribute('data-axe-seen', ''));
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  return screenReady(page, 20_000).then(
    () => true,
    () => false,
  );
}

/**
 * Opens a screen as the app moves between its screens: through its router, with no page load. Loading
 * every screen afresh read the app's code and axe again each time, most of a screen's time. The screen
 * shown before has its headings marked, so the new screen is the one checked; the way goes through the
 * not-found screen, because two routes drawn by one component (/terms/en, then /terms/ar) keep their
 * heading element. A screen that does not draw this way is loaded afresh.
 */
async function openScreen(page: Page, url: string, load: boolean): Promise<void> {
  if (!load && (await routeTo(page, '/axe/between/two/screens')) && (await routeTo(page, url))) return;
  await page.goto(url);
  await screenReady(page);
}

const ROLES = [...new Set(Object.values(GROUP_ROLE))];

/**
 * axe, told that this app draws no text as pictures. Its label-content-name-mismatch check drops from a
 * control's "visible text" any text node it takes for an icon-font ligature: one whose first letter drawn
 * alone differs from the same letter inside the word. Arabic letters change shape inside a word, so
 * whole Arabic titles were dropped at random (by how many nodes of a font it had seen) and an honest name
 * was reported as not containing its words. Our icons are SVG pictures, never a ligature font, so the
 * check's threshold is set where nothing counts as a ligature; the comparison itself is unchanged.
 */
const AXE_SOURCE = `${axe.source}
axe.configure({ checks: [{ id: 'label-content-name-mismatch', options: { pixelThreshold: 1 } }] });`;

/**
 * axe's violations on the screen as shown, run in the page itself. Only violations are collected: axe
 * then skips building the result of every passing check, which took two thirds of each screen's time
 * (with @axe-core/playwright: 3.5 s a screen, now 1.5 s). The app draws no frame of its own origin (a
 * child's page is previewed in a sandboxed frame of another origin, which axe would not enter anyway), so
 * the top document is the whole screen.
 */
async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    TAGS,
  );
}

// A trace of dozens of screens, each with axe injected, is too big to keep (and to close the context with).
test.use({ trace: 'off' });

test.describe('every screen passes axe (WCAG 2.2 AA) in English and Arabic', () => {
  let byRole: Map<string, string[]>;
  test.beforeAll(async () => {
    byRole = await screensByRole();
  });

  test('the route table gives every role its screens', () => {
    expect([...byRole.keys()].sort()).toEqual([...ROLES].sort());
    expect(byRole.get('student1')).toContain('/Myworld');
  });

  for (const role of ROLES) {
    test(`as ${role}`, async ({ browser }) => {
      const paths = byRole.get(role) ?? [];
      // More screens, more work: the suite's limit bounds a hang for a few screens; this role opens many.
      test.setTimeout(Math.max(1_200_000, 120_000 + paths.length * LANGS.length * 30_000));
      // No service worker: its precache (the editors, Blockly, Pyodide) would download beside every screen.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      if (role !== 'guest') {
        await signIn(page, role);
        await expect(page).not.toHaveURL(/\/login/);
        await expect(page.getByTestId('signed-in-as')).toBeVisible();
      }
      for (const lang of LANGS) {
        for (const [i, path] of paths.entries()) {
          // Each language starts with a page load (the app reads ?lang= when it starts).
          await openScreen(page, `${path}?lang=${lang}`, i === 0);
          const shown = new URL(page.url()).pathname;
          // A guard that sent a signed-in role away would test the wrong screen.
          if (role !== 'guest') expect(shown, `${path} as ${role}`).not.toBe('/login');
          const where = shown === path ? path : `${path} (shown at ${shown})`;
          const violations = await axeViolations(page);
          const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          const report = serious.flatMap((v) =>
            v.nodes.map((node) => {
              const why = (node.failureSummary ?? '').split('\n').slice(0, 2).join(' ').slice(0, 220);
              return `${v.id} (${v.impact}) ${where} [${lang}] ${node.target.join(' ')}: ${why}`;
            }),
          );
          // Soft: every screen is checked and every violation listed, not only the first screen's.
          expect.soft(report, `serious or critical axe violations on ${where} [${lang}] as ${role}`).toEqual([]);
        }
      }
      await context.close();
    });
  }
});
