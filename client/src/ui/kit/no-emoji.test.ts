import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The app draws its own pictures (ui/kit/icons.tsx, the sign-in pictures, the stage's flag and star):
 * school Chromebooks often have no emoji font, and a missing glyph shows as an empty box. Emoji code
 * points (pictographs, dingbats, the variation selector that asks for emoji style) may not appear in the
 * client's source outside its tests.
 */
const EMOJI = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]|\u{FE0F}/u;
const clientSrc = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the client draws its own pictures', () => {
  it('has no emoji character in its source', () => {
    const found = sourceFiles(clientSrc).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (EMOJI.test(line) ? [`${relative(clientSrc, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    expect(EMOJI.test('when 🏁 is clicked')).toBe(true);
    expect(EMOJI.test('pen down ✏️')).toBe(true);
    expect(EMOJI.test('turn left ↺, a ↔ b')).toBe(false);
  });
});
