import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * The SmoothY stage as children see it: Robo crashes into a wall on a challenge (the "fix the path" starter
 * turns the wrong way), and a level's solution run in the teacher's playground ends with Robo happy and the
 * celebration; with reduced motion the celebration stands still and Robo jumps. English and Arabic.
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
  test(`a wall crash shows Robo crashed on a challenge of the meadow course (${lang})`, async ({ page, request }) => {
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
