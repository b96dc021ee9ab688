import { DEFAULT_CURRICULUM_DIR } from '../curriculum/catalogue.js';
/**
 * Test support (not loaded by the server): a small curriculum folder of our own, so that the learning
 * tests do not depend on the content being written in sync-server/content/curriculum.
 */
import type { CourseMapFile, LessonFile, Question } from '@codeyard/shared-schema';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const t = (en: string, ar: string) => ({ en, ar });

/** Lesson 1 asks one question of each type; the right answers are below. */
export const L1_QUESTIONS: Question[] = [
  {
    key: 'q-choice',
    type: 'choice',
    prompt: t('Which block moves?', 'أي لبنة تتحرك؟'),
    points: 10,
    skill: 'sequencing',
    options: [t('Turn', 'استدر'), t('Move', 'تحرك'), t('Wait', 'انتظر')],
    answer: 1,
  },
  {
    key: 'q-truefalse',
    type: 'truefalse',
    prompt: t('Order matters.', 'الترتيب مهم.'),
    points: 10,
    skill: 'sequencing',
    answer: true,
  },
  {
    key: 'q-fillin',
    type: 'fillin',
    prompt: t('A ___ repeats blocks.', '___ تكرر اللبنات.'),
    points: 10,
    skill: 'loops',
    accepted: { en: ['loop', 'repeat'], ar: ['حلقة'] },
  },
  {
    key: 'q-ordering',
    type: 'ordering',
    prompt: t('Put in order.', 'رتّب.'),
    points: 20,
    skill: 'loops',
    items: [t('Start', 'ابدأ'), t('Repeat', 'كرر'), t('Stop', 'توقف')],
  },
  {
    key: 'q-matching',
    type: 'matching',
    prompt: t('Match.', 'طابق.'),
    points: 20,
    skill: 'conditions',
    pairs: [
      { left: t('If', 'إذا'), right: t('Condition', 'شرط') },
      { left: t('Repeat', 'كرر'), right: t('Loop', 'حلقة') },
    ],
  },
];
export const L1_RIGHT = ['q-choice', 'q-truefalse', 'q-fillin', 'q-ordering', 'q-matching'].map((key, i) => ({
  key,
  answer: [1, true, 'Loop', [0, 1, 2], [0, 1]][i],
}));

const simpleQuestions = (prefix: string): Question[] => [
  {
    key: `${prefix}-a`,
    type: 'choice',
    prompt: t('Pick two.', 'اختر اثنين.'),
    points: 10,
    skill: 'sequencing',
    options: [t('One', 'واحد'), t('Two', 'اثنان')],
    answer: 1,
  },
  {
    key: `${prefix}-b`,
    type: 'truefalse',
    prompt: t('Robots follow steps.', 'الروبوتات تتبع الخطوات.'),
    points: 10,
    skill: 'sequencing',
    answer: true,
  },
  {
    key: `${prefix}-c`,
    type: 'fillin',
    prompt: t('2 + 2 = ___', '٢ + ٢ = ___'),
    points: 10,
    skill: 'debugging',
    accepted: { en: ['4'], ar: ['٤'] },
  },
];

const lesson = (key: string, questions: Question[]): LessonFile => ({
  key,
  title: t(`Lesson ${key}`, `درس ${key}`),
  intro: [
    { picture: '🤖', text: t('Meet the robot.', 'تعرّف على الروبوت.') },
    { picture: '🧩', text: t('Snap blocks.', 'ركّب اللبنات.') },
  ],
  questions,
});

/**
 * Course 1 (SmoothY Starter): lessons l1..l6 with content (l6 is the sixth lesson: beyond a trial),
 * a game and a challenge that show "soon", and a lesson l7 without a file ("soon").
 * Course 2 (the next SmoothY course): one lesson. Course 9 has no folder.
 */
export function fixtureCourse1(version = 1): { map: CourseMapFile; lessons: Record<string, LessonFile> } {
  const stone = (key: string, kind: CourseMapFile['stones'][number]['kind'], file?: string) => ({
    key,
    kind,
    title: t(`Stone ${key}`, `محطة ${key}`),
    ...(file && { file }),
  });
  return structuredClone({
    map: {
      course: 1,
      version,
      stones: [
        stone('l1', 'lesson', 'l1'),
        stone('l2', 'lesson', 'l2'),
        stone('g1', 'game'),
        stone('l3', 'lesson', 'l3'),
        stone('l4', 'lesson', 'l4'),
        stone('l5', 'lesson', 'l5'),
        stone('l6', 'lesson', 'l6'),
        stone('c1', 'challenge'),
        stone('l7', 'lesson'),
      ],
    },
    lessons: {
      l1: lesson('l1', L1_QUESTIONS),
      ...Object.fromEntries(['l2', 'l3', 'l4', 'l5', 'l6'].map((k) => [k, lesson(k, simpleQuestions(k))])),
    },
  });
}

export function writeCourse(
  dir: string,
  folder: string,
  content: {
    map: CourseMapFile | unknown;
    lessons: Record<string, LessonFile | unknown>;
    /**
     * SmoothY levels (levels/<key>.json), Python or Web exercises (exercises/<key>.json), games (games/<key>.json)
     * and project templates (projects/<key>.json), by stone key.
     */
    levels?: Record<string, unknown>;
    exercises?: Record<string, unknown>;
    games?: Record<string, unknown>;
    projects?: Record<string, unknown>;
  },
): void {
  mkdirSync(join(dir, folder, 'lessons'), { recursive: true });
  writeFileSync(join(dir, folder, 'course.json'), JSON.stringify(content.map, null, 2));
  for (const [file, body] of Object.entries(content.lessons))
    writeFileSync(join(dir, folder, 'lessons', `${file}.json`), JSON.stringify(body, null, 2));
  for (const kind of ['levels', 'exercises', 'games', 'projects'] as const) {
    const files = content[kind];
    if (!files) continue;
    mkdirSync(join(dir, folder, kind), { recursive: true });
    for (const [key, body] of Object.entries(files))
      writeFileSync(join(dir, folder, kind, `${key}.json`), JSON.stringify(body, null, 2));
  }
}

/** A fresh curriculum folder with courses 1 and 2. */
export function fixtureCurriculum(): string {
  const dir = mkdtempSync(join(tmpdir(), 'codeyard-curriculum-'));
  copyFileSync(join(DEFAULT_CURRICULUM_DIR, 'catalogue.json'), join(dir, 'catalogue.json'));
  writeCourse(dir, '1-smoothy-starter', fixtureCourse1());
  writeCourse(dir, '2-smoothy-adventures', {
    map: {
      course: 2,
      version: 1,
      stones: [{ key: 'a1', kind: 'lesson', title: t('Adventure', 'مغامرة'), file: 'a1' }],
    },
    lessons: { a1: lesson('a1', simpleQuestions('a1')) },
  });
  return dir;
}
