import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/test-app.js';
import { DEFAULT_CURRICULUM_DIR } from './catalogue.js';

/** The start-time level registry (levels.ts): a bad level file stops the start, naming the file. */
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function courseOneWith(name: string, content: string): string {
  dir = mkdtempSync(join(tmpdir(), 'codeyard-levels-'));
  cpSync(join(DEFAULT_CURRICULUM_DIR, 'catalogue.json'), join(dir, 'catalogue.json'));
  cpSync(join(DEFAULT_CURRICULUM_DIR, '1-smoothy-starter'), join(dir, '1-smoothy-starter'), { recursive: true });
  writeFileSync(join(dir, '1-smoothy-starter', 'levels', name), content);
  return dir;
}

describe('the level registry', () => {
  it('stops the start on a level file that is not a valid level, naming it', async () => {
    const curriculumDir = courseOneWith(
      'code-first-walk.json',
      JSON.stringify({ key: 'code-first-walk', title: { en: 'x', ar: 'x' } }),
    );
    await expect(startTestApp({ curriculumDir })).rejects.toThrow(
      /1-smoothy-starter[\\/]levels[\\/]code-first-walk\.json/,
    );
  });

  it('stops the start on a level of a stone that is not a challenge or code stone', async () => {
    const level = JSON.parse(
      readFileSync(join(DEFAULT_CURRICULUM_DIR, '1-smoothy-starter', 'levels', 'code-first-walk.json'), 'utf8'),
    );
    const curriculumDir = courseOneWith('turning.json', JSON.stringify({ ...level, key: 'turning' }));
    await expect(startTestApp({ curriculumDir })).rejects.toThrow(
      /levels[\\/]turning\.json: "turning" is not a challenge or code stone/,
    );
  });

  it('loads the levels of a course by stone', async () => {
    const t = await startTestApp({ curriculumDir: courseOneWith('README.txt', '') });
    try {
      expect(t.app.levels.size).toBe(8);
    } finally {
      await t.close();
    }
  });
});
