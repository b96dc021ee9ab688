import { describe, expect, it } from 'vitest';
import { captionGroups, motionFor, PICTURE_MOTIONS, readingTimeMs } from './intro-story';

describe('the intro story', () => {
  it('moves each step’s picture in its own way, the same every time', () => {
    expect([0, 1, 2, 3, 4, 5].map(motionFor)).toEqual(['bounce', 'slide', 'zoom', 'swing', 'bounce', 'slide']);
    expect(new Set(PICTURE_MOTIONS.map((_, i) => motionFor(i))).size).toBe(PICTURE_MOTIONS.length);
  });

  it('shows a caption a few words at a time, and the groups give the caption back', () => {
    const en = 'Robo always faces one direction. Look at its eyes.';
    expect(captionGroups(en)).toEqual(['Robo always faces', 'one direction. Look', 'at its eyes.']);
    expect(captionGroups(en).join(' ')).toBe(en);
    const ar = 'ينظر روبو دائمًا إلى اتجاه واحد.';
    expect(captionGroups(ar)).toEqual(['ينظر روبو دائمًا', 'إلى اتجاه واحد.']);
    expect(captionGroups('  two   words ')).toEqual(['two words']);
  });

  it('gives a longer caption more reading time, and a short one at least 5 seconds', () => {
    expect(readingTimeMs('Hi!')).toBe(5000);
    const short = readingTimeMs('On the grid there are four directions.');
    const long = readingTimeMs('On the grid there are four directions: up, down, left and right, and Robo can turn.');
    expect(long).toBeGreaterThan(short);
  });
});
