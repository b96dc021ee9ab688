import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, FRESH_PASSWORD, freshStudent, signIn } from './support';

/**
 * The SmoothY stage as children see it: Robo walks, turns and crashes into the grid's edge on a challenge (the
 * "fix the path" starter turns the wrong way) and into a wall in the playground, and a level's solution run in
 * the teacher's playground ends with Robo happy and the celebration; with reduced motion the celebration
 * stands still and Robo jumps. English and Arabic.
 */

/** The first course's stones by key, read through the API as student1 (no progress is written). */
async function courseOne(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { login_email: 'student1', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).data[0].api_token as string}` };
  const map = (await (await request.get('/api/coursedetails/1', { headers })).json()).data as {
    course: { id: number };
    stones: { id: number; key: string }[];
  };
  await request.post('/api/logout', { headers });
  return { courseId: map.course.id, id: (key: string) => map.stones.find((s) => s.key === key)!.id };
}

/** A playground program that walks Robo into the wall at (2, 3) of the playground's world (start (0, 4) facing E). */
const intoTheWall = {
  level: 'basic',
  state: {
    blocks: {
      languageVersion: 0,
      blocks: [
        {
          type: 'sy_when_flag',
          id: 'flag',
          x: 40,
          y: 40,
          next: {
            block: {
              type: 'sy_move_forward',
              id: 'm1',
              next: {
                block: {
                  type: 'sy_turn_left',
                  id: 'left',
                  next: {
                    block: {
                      type: 'sy_move_forward',
                      id: 'm2',
                      next: {
                        block: {
                          type: 'sy_turn_right',
                          id: 'right',
                          next: { block: { type: 'sy_move_forward', id: 'm3' } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      ],
    },
  },
};

/** The confetti's running animation (none with reduced motion) and Robo's glide between squares. */
const motion = (page: Page) =>
  page.evaluate(() => {
    const piece = document.querySelector('[data-testid="stage-celebration"] .stage-confetti');
    const robot = document.querySelector('[data-testid="stage-robot"]');
    return {
      confetti: piece ? getComputedStyle(piece).animationName : null,
      glide: robot ? getComputedStyle(robot).transitionDuration : null,
    };
  });

for (const lang of ['en', 'ar'] as const) {
  test(`Robo walks, turns and crashes at the grid's edge on a challenge of the meadow course (${lang})`, async ({
    page,
    request,
  }) => {
    const course = await courseOne(request);
    await signIn(page, 'student1', undefined, lang);
    await expect(page).toHaveURL(/\/Myworld/);
    await page.goto(`/ide/${course.id('challenge-fix-the-path')}/${course.courseId}?lang=${lang}`);
    await expect(page.getByTestId('challenge-run')).toBeVisible();
    const stage = page.getByTestId('stage');
    await expect(stage).toHaveAttribute('data-theme', 'meadow');
    const robot = page.getByTestId('stage-robot');
    await expect(robot).toHaveAttribute('data-pose', 'idle');
    await expect(page.getByTestId('robo-dizzy')).toHaveCount(0);

    // Step by step: the script starts, Robo walks one square, walks again, then turns.
    const step = page.getByTestId('challenge-step');
    await step.click();
    await step.click();
    await expect(robot).toHaveAttribute('data-x', '1');
    await expect(robot).toHaveAttribute('data-pose', 'walking');
    await step.click();
    await step.click();
    await expect(robot).toHaveAttribute('data-dir', 'S');
    await expect(robot).toHaveAttribute('data-pose', 'turning');

    // Run on from there: the next square down is outside the grid.
    await page.getByTestId('challenge-speed').fill('6');
    await page.getByTestId('challenge-run').click();
    await expect(page.getByTestId('challenge-status')).toHaveAttribute('data-status', 'crashed');
    await expect(robot).toHaveAttribute('data-pose', 'crashed');
    await expect(page.getByTestId('robo-dizzy')).toBeVisible();
    await expect(page.getByTestId('robo-bump')).toBeVisible();
    await expect(page.getByTestId('stage-impact')).toBeVisible();
    await expect(page.getByTestId('stage-celebration')).toHaveCount(0);
    await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-reason', 'crashed');

    // Reset: Robo back at the start, idle again.
    await page.getByTestId('challenge-reset').click();
    await expect(robot).toHaveAttribute('data-pose', 'idle');
    await expect(robot).toHaveAttribute('data-x', '0');
  });

  test(`a wall crash shows Robo crashed in the playground (${lang})`, async ({ page, request }) => {
    const child = await freshStudent(request, 'robo');
    await signIn(page, child, FRESH_PASSWORD, lang);
    await expect(page).toHaveURL(/\/Myworld/);
    await page.goto(`/playground-ide?lang=${lang}`);
    await expect(page.getByTestId('project-bar')).toBeVisible();
    // A program kept by the playground before projects opens as a project of its own (as in blocks-playground).
    await page.evaluate((p) => {
      for (const k of Object.keys(localStorage))
        if (k.startsWith('codeyard.projects.last.'))
          localStorage.setItem(
            `codeyard.blocks.playground.${k.slice('codeyard.projects.last.'.length)}`,
            JSON.stringify(p),
          );
    }, intoTheWall);
    await page.reload();
    await expect(page.locator('g[data-id="m3"]')).toBeVisible();
    await expect(page.getByTestId('stage')).toHaveAttribute('data-theme', 'playground');
    const robot = page.getByTestId('stage-robot');
    await page.getByTestId('playground-speed').fill('6');
    await page.getByTestId('playground-run').click();
    await expect(page.getByTestId('playground-status')).toHaveAttribute('data-status', 'crashed');
    await expect(robot).toHaveAttribute('data-pose', 'crashed');
    await expect(robot).toHaveAttribute('data-x', '1');
    await expect(robot).toHaveAttribute('data-y', '3');
    await expect(page.getByTestId('robo-dizzy')).toBeVisible();
    await expect(page.getByTestId('stage-impact')).toBeVisible();
  });

  test(`a solution ends with Robo happy and the celebration, still with reduced motion (${lang})`, async ({
    page,
    request,
  }) => {
    const course = await courseOne(request);
    await signIn(page, 'teacher1', undefined, lang);
    await expect(page).toHaveURL(/\/teacher\/classrooms/);
    await page.goto(`/teacher/teacher-ide?lessonId=${course.id('challenge-reach-the-star')}&lang=${lang}`);
    await expect(page.locator('.blocklySvg').first()).toBeVisible();
    await expect(page.getByTestId('stage')).toHaveAttribute('data-theme', 'meadow');
    const robot = page.getByTestId('stage-robot');
    const celebration = page.getByTestId('stage-celebration');

    await page.getByTestId('teacher-ide-speed').fill('6');
    await page.getByTestId('teacher-ide-run').click();
    await expect(page.getByTestId('teacher-ide-status')).toHaveAttribute('data-status', 'goal');
    await expect(robot).toHaveAttribute('data-pose', 'happy');
    await expect(robot).toHaveAttribute('data-x', '4');
    await expect(celebration).toBeVisible();
    const moving = await motion(page);
    expect(moving.confetti).toBe('stage-burst');
    expect(moving.glide).not.toBe('0s');

    // The sound switch is the games' one, remembered on the device.
    const sound = page.getByTestId('teacher-ide-sound');
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('codeyard.games.muted'))).toBe('1');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('teacher-ide-reset').click();
    await expect(robot).toHaveAttribute('data-pose', 'idle');
    await expect(celebration).toHaveCount(0);
    await page.getByTestId('teacher-ide-run').click();
    await expect(page.getByTestId('teacher-ide-status')).toHaveAttribute('data-status', 'goal');
    await expect(robot).toHaveAttribute('data-pose', 'happy');
    await expect(celebration).toBeVisible();
    expect(await motion(page)).toEqual({ confetti: 'none', glide: '0s' });
  });
}
