import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/test-app.js';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';

/** The start-time exercise registry (code-exercises.ts): a bad exercise file stops the start, naming the file and the problem. */
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const WEB = '7-web-design-with-html';
const exercise = (key: string) =>
  JSON.parse(readFileSync(join(DEFAULT_CURRICULUM_DIR, WEB, 'exercises', `${key}.json`), 'utf8'));

function webCourseWith(name: string, content: unknown): string {
  dir = mkdtempSync(join(tmpdir(), 'codeyard-exercises-'));
  cpSync(join(DEFAULT_CURRICULUM_DIR, 'catalogue.json'), join(dir, 'catalogue.json'));
  cpSync(join(DEFAULT_CURRICULUM_DIR, WEB), join(dir, WEB), { recursive: true });
  writeFileSync(join(dir, WEB, 'exercises', name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

describe('the code exercise registry', () => {
  it('stops the start on a file that is not a valid exercise, naming it', async () => {
    const curriculumDir = webCourseWith('code-my-hello-page.json', {
      key: 'code-my-hello-page',
      language: 'web',
      title: { en: 'x', ar: 'x' },
    });
    await expect(startTestApp({ curriculumDir })).rejects.toThrow(
      /7-web-design-with-html[\\/]exercises[\\/]code-my-hello-page\.json/,
    );
  });

  it('stops the start on an exercise of a lesson stone', async () => {
    const curriculumDir = webCourseWith('headings.json', { ...exercise('code-my-hello-page'), key: 'headings' });
    await expect(startTestApp({ curriculumDir })).rejects.toThrow(
      /exercises[\\/]headings\.json: "headings" is not a code, challenge or project stone/,
    );
  });

  it('stops the start on a Python exercise in the Web course', async () => {
    const python = {
      ...exercise('code-my-hello-page'),
      language: 'python',
      starter: { python_code: '' },
      solution: { python_code: 'print(1)' },
      tests: [{ key: 't', stdout: '1', message: { en: 'm', ar: 'm' } }],
    };
    delete python.checks;
    const curriculumDir = webCourseWith('code-my-hello-page.json', python);
    await expect(startTestApp({ curriculumDir })).rejects.toThrow(/a python exercise does not belong in course 7/);
  });

  it('stops the start on a code stone without checks, or a check that cannot pass', async () => {
    await expect(
      startTestApp({
        curriculumDir: webCourseWith('code-my-hello-page.json', { ...exercise('code-my-hello-page'), checks: [] }),
      }),
    ).rejects.toThrow(/a code stone's exercise needs at least one check/);
    rmSync(dir!, { recursive: true, force: true });
    const bad = exercise('code-my-hello-page');
    bad.checks[1] = { ...bad.checks[1], min: 3, max: 1 };
    await expect(startTestApp({ curriculumDir: webCourseWith('code-my-hello-page.json', bad) })).rejects.toThrow(
      /max is below min/,
    );
  });

  it('loads the exercises of a course by stone', async () => {
    const t = await startTestApp({ curriculumDir: webCourseWith('README.txt', '') });
    try {
      expect(t.app.codeExercises.size).toBe(7);
    } finally {
      await t.close();
    }
  });
});
