import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/**
 * Answers the question on screen with something (right or wrong does not matter to these tests); by touch
 * (taps) when asked, as on a phone.
 */
export async function answerCurrentQuestion(page: Page, { tap = false } = {}): Promise<void> {
  const press = (testId: string) => (tap ? page.getByTestId(testId).tap() : page.getByTestId(testId).click());
  const player = page.getByTestId('lesson-player');
  const type = await player.getAttribute('data-question-type');
  switch (type) {
    case 'choice':
      await press('option-0');
      break;
    case 'truefalse':
      await press('option-true');
      break;
    case 'fillin':
      await page.getByTestId('fill-in').fill('3');
      break;
    case 'ordering':
      await press('order-down-0');
      break;
    case 'matching': {
      const lefts = await page.locator('[data-testid^="match-left-"]').count();
      for (let i = 0; i < lefts; i++) {
        await press(`match-left-${i}`);
        await press(`match-right-${i}`);
      }
      break;
    }
    default:
      throw new Error(`unknown question type ${type}`);
  }
}

/** From the course map: opens the next lesson, skips its introduction, answers every question, finishes. */
export async function completeNextLesson(page: Page): Promise<void> {
  await page.goto('/Myworld?lang=en');
  await page
    .locator('[data-testid^="stone-"][data-state="next"], [data-testid^="stone-"][data-state="start"]')
    .first()
    .click();
  await page.getByTestId('skip-intro').click();
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  for (;;) {
    await answerCurrentQuestion(page);
    if (await page.getByTestId('finish-lesson').isVisible()) {
      await page.getByTestId('finish-lesson').click();
      break;
    }
    const count = await page.getByTestId('question-count').textContent();
    await page.getByTestId('next-question').click();
    await expect(page.getByTestId('question-count')).not.toHaveText(count ?? '');
  }
  await expect(page.getByTestId('assessment-result')).toBeVisible();
}

export async function devicePoints(page: Page): Promise<number> {
  await page.goto('/Myworld?lang=en');
  return Number(await page.getByTestId('points-total').getAttribute('data-points'));
}

export async function completedStones(page: Page): Promise<number> {
  await page.goto('/Myworld?lang=en');
  await expect(page.getByTestId('course-map')).toBeVisible();
  return page.locator('[data-testid^="stone-"][data-state="completed"]').count();
}

export async function waitForDownload(page: Page): Promise<void> {
  // The lessons are on the device (the promise of working offline also needs the service worker, which
  // some tests block): data-lessons, not data-state.
  await expect(page.getByTestId('download-state')).toHaveAttribute('data-lessons', 'here');
}

/** What the server holds for a student, read through the API as the student and as their teacher. */
export async function serverState(request: APIRequestContext, username: string) {
  const login = async (name: string) =>
    (await (await request.post('/api/login', { data: { login_email: name, password: DEMO_PASSWORD } })).json()).data[0];
  const student = await login(username);
  const teacher = await login('teacher1');
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const profile = (await (await request.get('/api/studentprofile', { headers: auth(student.api_token) })).json()).data;
  const assessment = (
    await (
      await request.get(`/api/teacher/get-school-student-lesson-assessment-details/${student.student_profile.id}`, {
        headers: auth(teacher.api_token),
      })
    ).json()
  ).data;
  await request.post('/api/logout', { headers: auth(student.api_token) });
  await request.post('/api/logout', { headers: auth(teacher.api_token) });
  const lessons = assessment.lessons as { lesson_id: number; attempts: number }[];
  return {
    points: profile.points as number,
    lessons: lessons.length,
    attempts: lessons.reduce((n, l) => n + l.attempts, 0),
  };
}

/** Waits until the service worker is active, then reloads so that it controls the page (and answers offline). */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
