import { expect, test, type Download, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pdfFacts } from '../sync-server/src/test-support/pdf-text';
import { dragFromToolbox, mainWs, under } from './blocks-support';
import { DEMO_PASSWORD } from './support';

/**
 * The certification programme (issue 16, item 3): candidate1 (a demo child of ten who finished SmoothY
 * Starter and SmoothY Adventures) reads /Certification, signs in at /examLogin, registers for the first
 * SmoothY exam in three steps and downloads the authorisation letter, sits it in Arabic (the questions and
 * the practical task left as they are: "not this time"), then again in English with every answer right and
 * a program run in the task's blocks editor, and sees it completed in both languages. One page throughout.
 */

type Key = { type: string; answer?: number | boolean; accepted?: { en: string[] } };

/** The right answers of the lessons of courses 1 and 2, by English prompt: what the child learned. */
function answerKey(): Map<string, Key> {
  const key = new Map<string, Key>();
  const root = fileURLToPath(new URL('../sync-server/content/curriculum/', import.meta.url));
  for (const course of ['1-smoothy-starter', '2-smoothy-adventures']) {
    const dir = `${root}${course}/lessons/`;
    for (const file of readdirSync(dir)) {
      const lesson = JSON.parse(readFileSync(dir + file, 'utf8')) as {
        questions: (Key & { prompt: { en: string } })[];
      };
      for (const q of lesson.questions) if (!key.has(q.prompt.en)) key.set(q.prompt.en, q);
    }
  }
  return key;
}

async function answerEverything(page: Page, key: Map<string, Key>) {
  const question = page.getByTestId('exam-question');
  for (let i = 1; i <= 10; i++) {
    await expect(question).toContainText(`Question ${i} of 10`);
    const prompt = (await question.locator('h2').textContent())!.trim();
    const right = key.get(prompt);
    expect(right, prompt).toBeDefined();
    if (right!.type === 'fillin') await question.getByTestId('fillin').fill(right!.accepted!.en[0]!);
    else await question.getByTestId(`option-${String(right!.answer)}`).check();
    await page.getByTestId('next-question').click();
  }
}

/** A downloaded authorisation letter: a one-page PDF with the child's name and the eligibility ID. */
async function letterOf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/^codeyard-exam-letter-CY-SMOOTHY1-[A-Z2-9]{8}\.pdf$/);
  return pdfFacts(await readFile((await download.path())!));
}

test('a child registers for an exam, takes it and sees the result, in English and Arabic', async ({ page }) => {
  const year = new Date().getUTCFullYear();

  // What the exams are, then the exam sign-in with the child's own account.
  await page.goto('/Certification?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Certification exams' })).toBeVisible();
  await expect(page.getByTestId('certification')).toContainText('from 8 to 18 years old');
  await page.getByTestId('exam-sign-in').click();
  const main = page.locator('main');
  await main.getByLabel("The child's username").fill('candidate1');
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Sign in to the exam' }).click();

  // The exam area: the first exam is open, the second locked until its course, the rest in order.
  const first = page.getByTestId('exam-1');
  await expect(first).toHaveAttribute('data-state', 'available');
  await expect(page.getByTestId('exam-2')).toHaveAttribute('data-state', 'locked');
  await expect(page.getByTestId('exam-2')).toContainText('Finish the course “SmoothY Game Maker” first.');
  await first.getByRole('link', { name: 'Register' }).click();

  // Step 1: courses and exams (the exam chosen from the list is ticked).
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByTestId('choose-exam-1')).toBeChecked();
  await page.getByTestId('register-next').click();
  // Step 2: personal information, names in English only.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByTestId('field-first_name').fill('آدم');
  await page.getByTestId('field-last_name').fill('Nasser');
  await page.getByTestId('field-city').fill('Amman');
  await page.getByTestId('field-date_of_birth').fill(`${year - 10}-03-04`);
  await page.getByTestId('field-phone_number').fill('+962791234567');
  await page.getByTestId('field-parent_email').fill('parent.of.adam@example.org');
  await page.getByTestId('register-next').click();
  await expect(page.getByText('Please type the name in English, with no special characters or symbols.')).toBeVisible();
  await page.getByTestId('field-first_name').fill('Adam');
  await page.getByTestId('register-next').click();
  // Step 3: review, "Check again", then "Yes, submit".
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.locator('.exam-review')).toContainText('Adam');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-confirm').getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('register-confirm')).toBeHidden();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-confirm').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByTestId('registered')).toContainText(/Eligibility ID: CY-SMOOTHY1-[A-Z2-9]{8}/);
  const eligibility = /CY-SMOOTHY1-[A-Z2-9]{8}/.exec((await page.getByTestId('registered').textContent())!)![0];
  // The authorisation letter, where the registration is confirmed.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('letter-en').click();
  const letter = await letterOf(await downloading);
  expect(letter).toMatchObject({ header: '%PDF-', pages: 1 });
  expect(letter.text).toContain('Adam Nasser');
  expect(letter.text).toContain(eligibility);
  await page.getByTestId('to-exams').click();
  await expect(first).toHaveAttribute('data-state', 'in-progress');

  // In Arabic: the sitting, sent without answers after the confirmation.
  await page.goto('/exams?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'اختباراتي' })).toBeVisible();
  await expect(first).toContainText('قيد التقدّم');
  // The letter from the exam list too, in Arabic (the link of the parent's mail opens the same page).
  await first.getByTestId('letter-link-1').click();
  await expect(page.getByTestId('letter-eligibility')).toHaveText(eligibility);
  const arabicLetter = page.waitForEvent('download');
  await page.getByTestId('letter-ar').click();
  const lettre = await letterOf(await arabicLetter);
  expect(lettre.fonts).toEqual(expect.arrayContaining(['NotoNaskhArabic-Bold']));
  expect(lettre.text).toContain(eligibility);
  await page.goto('/exams?lang=ar');
  await page.getByTestId('start-exam-1').click();
  await expect(page.getByTestId('exam-question')).toContainText('السؤال 1 من 10');
  await expect(page.getByTestId('exam-timer')).toContainText(/1[45]:\d\d/);
  for (let i = 1; i <= 10; i++) await page.getByTestId('next-question').click();
  // After the questions, the practical task: a level of the course in the blocks editor, in Arabic.
  const task = page.getByTestId('exam-task');
  await expect(task).toBeVisible();
  await expect(task).toHaveAttribute('data-track', 'smoothy');
  await expect(task).toContainText('المهمة العملية');
  await expect(task.locator('.blocklySvg').first()).toBeVisible();
  await expect(task.getByTestId('task-stage')).toBeVisible();
  await page.getByTestId('finish-exam').click();
  await expect(page.getByTestId('finish-confirm')).toContainText('تركت 10 أسئلة دون إجابة.');
  await page.getByTestId('finish-confirm').getByRole('button', { name: 'نعم، أرسل' }).click();
  await expect(page.getByTestId('exam-result')).toHaveAttribute('data-passed', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'ليس هذه المرة' })).toBeVisible();
  await expect(page.getByTestId('exam-score')).toContainText('أجبت عن 0 من 10');
  await expect(page.getByTestId('exam-task-score')).toContainText(/نقاط المهمة العملية: \d+ من \d+/);
  await page.getByTestId('back-to-exams').click();
  await expect(page.getByTestId('start-exam-1')).toHaveText('حاول مرة أخرى');

  // In English again: every answer right, graded by the server.
  await page.goto('/exams?lang=en');
  await page.getByTestId('start-exam-1').click();
  await answerEverything(page, answerKey());
  // The task: the program is run on the stage (judged here to show the child), then sent with the answers.
  await expect(task).toContainText('Practical task');
  await expect(task.getByTestId('exam-task-instructions')).not.toBeEmpty();
  // One "move forward" under the start block (the first on the workspace, also when the level gives a
  // program to fix), by mouse, then Run.
  await dragFromToolbox(page, 'Move', 'move forward', () =>
    under(mainWs(page).locator('> g.blocklyDraggable').first()),
  );
  await task.getByTestId('task-run').click();
  await expect(task.getByTestId('task-verdict')).toBeVisible();
  await page.getByTestId('finish-exam').click();
  await expect(page.getByTestId('finish-confirm')).toContainText('You answered every question.');
  await page.getByTestId('finish-confirm').getByRole('button', { name: 'Yes, send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You passed!' })).toBeVisible();
  await expect(page.getByTestId('exam-score')).toContainText(/You got (9|10) of 10 questions right/);
  // The server judged the program sent: the task's points are part of the grade.
  await expect(page.getByTestId('exam-task-score')).toContainText(/Practical task: \d+ of \d+ points\./);
  await page.getByTestId('back-to-exams').click();
  await expect(first).toHaveAttribute('data-state', 'completed');
  await expect(page.getByTestId('exam-1-result')).toContainText('Passed');

  // And the same in Arabic: completed, and the programme explained.
  await page.goto('/exams?lang=ar');
  await expect(first).toContainText('مكتمل');
  await expect(page.getByTestId('exam-1-result')).toContainText('ناجح');
  await page.goto('/Certification?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'اختبارات الشهادات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
