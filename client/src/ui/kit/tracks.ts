import { COURSE_TRACKS } from '@codeyard/shared-schema';
import type { IconName } from './icons';

export type Track = (typeof COURSE_TRACKS)[number];

/** The order a newcomer meets the tracks in, as the spec lists them, and each track's picture. */
export const TRACK_ORDER: readonly Track[] = ['computer-skills', 'smoothy', 'web', 'python'];

export const TRACK_ICON: Record<Track, IconName> = {
  'computer-skills': 'computer',
  smoothy: 'blocks',
  web: 'web',
  python: 'python',
};

/** Groups courses by track, in TRACK_ORDER, each group in course-number order; empty tracks are left out. */
export function byTrack<T extends { track: Track; number: number }>(
  courses: readonly T[],
): { track: Track; courses: T[] }[] {
  return TRACK_ORDER.map((track) => ({
    track,
    courses: courses.filter((c) => c.track === track).sort((a, b) => a.number - b.number),
  })).filter((group) => group.courses.length > 0);
}
