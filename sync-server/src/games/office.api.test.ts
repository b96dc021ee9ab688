import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  plainDocument,
  type CourseMapFile,
  type DocumentGameFile,
  type OfficeDocument,
  type Sheet,
  type SlideDeck,
} from '@codeyard/shared-schema';
import { DEFAULT_CURRICULUM_DIR } from '../curriculum/catalogue.js';
import { pointEvents, stoneProgress } from '../db/tables.js';
import { startLearningTest, type LearningTest } from '../test-support/learning.js';

/**
 * POST /submit-game-lesson for course 11's office tools (a computer-skills course): the word processor and
 * the spreadsheet play challenge stones, the slides a game stone. The server checks the submitted work
 * against the task again (the spreadsheet's formulas evaluated again): work that does not finish it, or
 * earns fewer stars than sent, is refused. The real content files of course 11 are the tasks.
 */
const real = (key: string) =>
  JSON.parse(readFileSync(join(DEFAULT_CURRICULUM_DIR, '11-office-skills', 'games', `${key}.json`), 'utf8'));
const WORD = 'word-challenge-class-newsletter';
const EXCEL = 'excel-challenge-pocket-money';
const SLIDES = 'presentation-game-build-the-slides';
const NEWSLETTER = real(WORD) as DocumentGameFile;
const title = (key: string) => ({ en: key, ar: key });

/** A computer-skills course 11: the three office stones, five lessons (a trial's free ones) and a paid challenge. */
const COURSE_11 = {
  map: {
    course: 11,
    version: 1,
    stones: [
      { key: WORD, kind: 'challenge', title: title(WORD) },
      { key: EXCEL, kind: 'challenge', title: title(EXCEL) },
      { key: SLIDES, kind: 'game', title: title(SLIDES) },
      ...['k1', 'k2', 'k3', 'k4', 'k5'].map((key) => ({ key, kind: 'lesson' as const, title: title(key) })),
      { key: 'word-paid', kind: 'challenge', title: title('word-paid') },
    ],
  } satisfies CourseMapFile,
  lessons: {},
  games: {
    [WORD]: NEWSLETTER,
    [EXCEL]: real(EXCEL),
    [SLIDES]: real(SLIDES),
    'word-paid': { ...NEWSLETTER, key: 'word-paid' },
  },
};

/** The newsletter formatted as asked, in a language: the title a centred heading, Friday bold, the list. */
function newsletter(lang: 'en' | 'ar', extra?: (doc: OfficeDocument) => void): OfficeDocument {
  const doc = plainDocument(NEWSLETTER, lang);
  const [heading, news, , ...rest] = doc.paragraphs;
  heading!.style = 'heading';
  heading!.align = 'center';
  news!.runs[news!.runs.length - 1]!.bold = true;
  for (const item of rest.slice(0, 3)) item.style = 'item';
  extra?.(doc);
  return doc;
}

const WEEK: Sheet['cells'] = ['4', '2', '0', '3', '6'].map((n, i) => ({ ref: `B${i + 2}`, input: n }));
const POCKET_MONEY: Sheet = {
  cells: [...WEEK, { ref: 'B7', input: '=SUM(B2:B6)' }, { ref: 'B8', input: '=AVERAGE(B2:B6)' }],
  chart: { range: 'B2:B6', title: 'My week' },
};
const DECK: SlideDeck = {
  slides: [
    { title: 'The screen', text: 'It shows pictures and words to us', picture: 'monitor' },
    { title: 'The keyboard', text: 'We type our letters and numbers with it', picture: 'keyboard' },
    { title: 'The mouse', text: 'It moves the arrow on the screen', picture: 'mouse' },
  ],
};

let l: LearningTest;
afterEach(async () => l?.close());

async function submit(key: string, body: Record<string, unknown>, username = 'student1', headers = {}) {
  return l.call(
    'POST',
    '/submit-game-lesson',
    username,
    {
      lesson_id: await l.stoneId(11, key),
      course_id: await l.courseId(11),
      completed: true,
      answered_at: '2026-11-20T10:00:00Z',
      ...body,
    },
    headers,
  );
}

const start = () => startLearningTest({ courses: { '11-office-skills': COURSE_11 } });

describe('POST /submit-game-lesson for the word processor (a challenge stone)', () => {
  it('completes the challenge with a document that meets its checklist, stars kept as the best, points once', async () => {
    l = await start();
    const first = await submit(WORD, { stars: 2, document: newsletter('en') });
    expect(first.status).toBe(200);
    expect(first.json.data.points_awarded).toBe(20);
    expect(first.json.data.stone).toMatchObject({ state: 'completed', best_score: 2, max_score: 3 });
    // In Arabic, with the two star goals met (only Friday bold, "thank you" in italics): three stars, no new points.
    const better = newsletter('ar', (doc) => doc.paragraphs[6]!.runs.slice(0, 2).forEach((r) => (r.italic = true)));
    const second = await submit(WORD, { stars: 3, document: better });
    expect(second.status).toBe(200);
    expect(second.json.data.points_awarded).toBe(0);
    expect(second.json.data.stone).toMatchObject({ best_score: 3 });
    const worse = await submit(WORD, { stars: 1, document: newsletter('en') });
    expect(worse.json.data.stone).toMatchObject({ best_score: 3 });
  });

  it('refuses work that does not finish the task, changed words, more stars than earned, or no work', async () => {
    l = await start();
    const plain = await submit(WORD, { stars: 1, document: plainDocument(NEWSLETTER, 'en') });
    expect(plain.status).toBe(422);
    expect(plain.json.errors.document).toBeDefined();
    const changed = newsletter('en', (doc) => doc.paragraphs[1]!.runs.push({ text: 'Yay' }));
    expect((await submit(WORD, { stars: 1, document: changed })).json.errors.document).toBeDefined();
    const greedy = await submit(WORD, { stars: 3, document: newsletter('en') });
    expect(greedy.status).toBe(422);
    expect(greedy.json.errors.stars).toBeDefined();
    const none = await submit(WORD, { stars: 1 });
    expect(none.status).toBe(422);
    expect(none.json.errors.document).toBeDefined();
    const progress = await l.t.app.db
      .select()
      .from(stoneProgress)
      .where(eq(stoneProgress.stoneId, await l.stoneId(11, WORD)));
    expect(progress).toEqual([]);
  });

  it('answers in Arabic, and keeps the challenge off /submit-challenge-lesson (its work must be checked)', async () => {
    l = await start();
    const plain = await l.call('POST', '/submit-game-lesson?lang=ar', 'student1', {
      lesson_id: await l.stoneId(11, WORD),
      course_id: await l.courseId(11),
      completed: true,
      stars: 1,
      document: plainDocument(NEWSLETTER, 'ar'),
      answered_at: '2026-11-20T10:00:00Z',
    });
    expect(JSON.stringify(plain.json.errors.document)).toMatch(/[\u0600-\u06FF]/);
    const unchecked = await l.call('POST', '/submit-challenge-lesson', 'student1', {
      lesson_id: await l.stoneId(11, WORD),
      course_id: await l.courseId(11),
      stars: 3,
    });
    expect(unchecked.status).toBe(422);
    expect(unchecked.json.errors.lesson_id).toBeDefined();
    // A SmoothY challenge (no game file) is not finished through the game call either.
    const smoothy = await l.call('POST', '/submit-game-lesson', 'student1', {
      lesson_id: await l.stoneId(1, 'c1'),
      course_id: await l.courseId(1),
      completed: true,
      stars: 3,
      document: newsletter('en'),
      answered_at: '2026-11-20T10:00:00Z',
    });
    expect(smoothy.status).toBe(422);
    expect(smoothy.json.errors.lesson_id).toBeDefined();
  });

  it("refuses a stone beyond a trial's free lessons and a caller who is not a student; another student's result is their own", async () => {
    l = await start();
    await l.addStudent('trialkid', { trial: true });
    expect((await submit(WORD, { stars: 1, document: newsletter('en') }, 'trialkid')).status).toBe(200);
    const paid = await submit('word-paid', { stars: 1, document: newsletter('en') }, 'trialkid');
    expect(paid.status).toBe(403);
    expect(paid.json.code).toBe('trial_locked');
    expect((await submit(WORD, { stars: 1, document: newsletter('en') }, 'teacher1')).status).toBe(403);
    expect((await submit(WORD, { stars: 1, document: newsletter('en') }, 'student2')).status).toBe(200);
    const mine = await l.t.app.db
      .select()
      .from(stoneProgress)
      .where(
        and(
          eq(stoneProgress.stoneId, await l.stoneId(11, WORD)),
          eq(stoneProgress.studentProfileId, (await l.profileOf('student1')).id),
        ),
      );
    expect(mine).toEqual([]);
  });
});

describe('POST /submit-game-lesson for the spreadsheet (a challenge stone)', () => {
  it('evaluates the formulas again: SUM and AVERAGE of the week and the chart complete it', async () => {
    l = await start();
    const typed = {
      ...POCKET_MONEY,
      cells: [...WEEK, { ref: 'B7', input: '15' }, { ref: 'B8', input: '=AVERAGE(B2:B6)' }],
    };
    const notSum = await submit(EXCEL, { stars: 1, sheet: typed });
    expect(notSum.status).toBe(422);
    expect(notSum.json.errors.sheet).toBeDefined();
    const noChart = await submit(EXCEL, { stars: 1, sheet: { cells: POCKET_MONEY.cells } });
    expect(noChart.json.errors.sheet).toBeDefined();
    // The chart's title earns one star; MAX in D2 would earn the third.
    expect((await submit(EXCEL, { stars: 3, sheet: POCKET_MONEY })).json.errors.stars).toBeDefined();
    const done = await submit(EXCEL, { stars: 2, sheet: POCKET_MONEY });
    expect(done.status).toBe(200);
    expect(done.json.data.stone).toMatchObject({ state: 'completed', best_score: 2 });
    // A sheet outside the grid is refused by its shape.
    const outside = await submit(EXCEL, { stars: 1, sheet: { cells: [{ ref: 'Z9', input: '1' }] } });
    expect(outside.status).toBe(422);
  });

  it('stores a replayed submission (the same idempotency key) once: one completion, task points once', async () => {
    l = await start();
    const headers = { 'idempotency-key': 'office-sheet-0001' };
    const first = await submit(EXCEL, { stars: 2, sheet: POCKET_MONEY }, 'student1', headers);
    const replay = await submit(EXCEL, { stars: 2, sheet: POCKET_MONEY }, 'student1', headers);
    expect(first.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    const stoneId = await l.stoneId(11, EXCEL);
    const events = await l.t.app.db
      .select()
      .from(pointEvents)
      .where(
        and(
          eq(pointEvents.studentProfileId, (await l.profileOf('student1')).id),
          like(pointEvents.source, `task:${stoneId}`),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]!.points).toBe(20);
  });
});

describe('POST /submit-game-lesson for the slides (a game stone)', () => {
  it('completes with three full slides of its pictures and refuses fewer, or a picture not offered', async () => {
    l = await start();
    const two = await submit(SLIDES, { stars: 1, slides: { slides: DECK.slides.slice(0, 2) } });
    expect(two.json.errors.slides).toBeDefined();
    const foreign = { slides: [...DECK.slides.slice(0, 2), { ...DECK.slides[2]!, picture: 'brush' }] };
    expect((await submit(SLIDES, { stars: 1, slides: foreign })).json.errors.slides).toBeDefined();
    const done = await submit(SLIDES, { stars: 3, slides: DECK });
    expect(done.status).toBe(200);
    expect(done.json.data.points_awarded).toBe(10);
  });
});
