import type { Static } from 'typebox';
import type { ProjectSummary } from './projects.js';

/**
 * What GET /sync/pull carries: one change per entity kind, with the data the server records for it
 * (sync-server's recordChange takes exactly these, a device's pull handlers read them). The pull
 * answer's schema stays open (`sync.Change`: data unknown) so an older device ignores what it does not
 * know; these types are what both sides write and read today.
 */
export const CHANGE_ENTITIES = [
  'progress',
  'points',
  'notification',
  'course',
  'awards',
  'profile',
  'project',
] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

export interface ChangeData {
  /** A stone's progress after a submission or a teacher's decision. */
  progress: {
    stone_id: number;
    course_id: number;
    completed: boolean;
    completed_at: string | null;
    best_score: number;
    max_score: number;
    teacher_locked: boolean;
    teacher_finished: boolean;
    updated_at?: string;
  };
  /** The student's points now. */
  points: { points: number; weekly_points: number; week_start: string };
  /** A notification made, or seen. */
  notification: { id?: number; kind: string; data: unknown; seen: boolean; created_at?: string };
  /** A course's flags for the student: the map's modal seen, or a classroom's lock. */
  course: {
    course_id: number;
    has_seen_modal?: boolean;
    classroom_id?: number;
    classroom_locked?: boolean;
    updated_at?: string;
  };
  /** A badge or trophy earned. */
  awards: { kind: 'badge' | 'trophy'; key: string; earned_at: string };
  /** A profile setting changed on another device. */
  profile: {
    language?: string;
    has_visited_ide?: boolean;
    did_watch_storyline_video?: boolean;
    img_uri?: string | null;
  };
  /** A project submitted or reviewed (its summary, without the code). */
  project: Static<typeof ProjectSummary>;
}

export type PulledChangeOf<E extends ChangeEntity> = {
  seq: number;
  entity: E;
  entity_id: string | null;
  data: ChangeData[E];
  created_at: string;
};

/** One pulled change, by its entity. */
export type PulledChange = { [E in ChangeEntity]: PulledChangeOf<E> }[ChangeEntity];
