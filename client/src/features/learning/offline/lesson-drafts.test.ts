import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '@codeyard/shared-schema';
import { closeUserDbs, openUserDb } from '../../../storage/user-db';
import { draftAnswer, initialDraft, restoreDraft, type Draft } from '../model/drafts';
import { moveDown, pair, pick } from '../model/interactions';
import { submitLessonAttempt } from './actions';
import {
  clearLessonDraft,
  lessonDraftKey,
  loadLessonDraft,
  saveLessonDraft,
  type PlayerSnapshot,
} from './lesson-drafts';
import type { QuestionData } from './types';

let nextUser = 9400;
afterEach(() => {
  closeUserDbs();
  vi.restoreAllMocks();
});

const base = { prompt: { en: 'Q', ar: 'س' }, points: 10, skill: 'sequencing' } as const;
const t = (en: string) => ({ en, ar: en });
const choice: Question = { ...base, key: 'c', type: 'choice', options: [t('a'), t('b'), t('c')], answer: 1 };
const truefalse: Question = { ...base, key: 't', type: 'truefalse', answer: true };
const fillin: Question = { ...base, key: 'f', type: 'fillin', accepted: { en: ['loop'], ar: ['حلقة'] } };
const ordering: Question = { ...base, key: 'o', type: 'ordering', items: [t('1'), t('2'), t('3'), t('4')] };
const matching: Question = {
  ...base,
  key: 'm',
  type: 'matching',
  pairs: [0, 1, 2].map((i) => ({ left: t(`L${i}`), right: t(`R${i}`) })),
};

const questions: QuestionData[] = [choice, truefalse, fillin, ordering, matching].map((question, i) => ({
  id: 201 + i,
  position: i + 1,
  question,
}));

/** A child halfway through: the first four answered, on the matching question with one pair made and a card picked. */
function halfway(): PlayerSnapshot {
  const order = initialDraft(ordering, 204) as Extract<Draft, { type: 'ordering' }>;
  const match = initialDraft(matching, 205) as Extract<Draft, { type: 'matching' }>;
  return {
    index: 4,
    drafts: {
      201: { type: 'choice', value: 2 },
      202: { type: 'truefalse', value: false },
      203: { type: 'fillin', text: 'lop' },
      204: { ...order, order: moveDown(order.order, 0), touched: true },
      205: { ...match, match: pick(pair(match.match, 0, 2), 'left', 1) },
    },
    hints: [203, 205],
  };
}

describe('a lesson in progress kept on the device', () => {
  it('comes back exactly as the child left it: question, answers, shuffled orders, hints', async () => {
    const db = openUserDb(nextUser++);
    const snapshot = halfway();
    await saveLessonDraft(db, 1, 11, snapshot);
    const row = await db.profile.get(lessonDraftKey(1, 11));
    expect(row).toMatchObject({
      key: 'lessonDraft:1:11',
      courseId: 1,
      lessonId: 11,
      data: { version: 1, index: 4, hints: [203, 205] },
    });
    expect((row!.data as { questions: { id: number; seed: number }[] }).questions.map((q) => [q.id, q.seed])).toEqual([
      [201, 201],
      [202, 202],
      [203, 203],
      [204, 204],
      [205, 205],
    ]);

    // A reload: a new connection reads it back.
    closeUserDbs();
    const again = await loadLessonDraft(openUserDb(db.userId), 1, 11, questions);
    expect(again).toEqual(snapshot);
    const matchDraft = again!.drafts[205] as Extract<Draft, { type: 'matching' }>;
    expect(matchDraft.rightOrder).toEqual(
      (initialDraft(matching, 205) as Extract<Draft, { type: 'matching' }>).rightOrder,
    );
    expect(matchDraft.match).toEqual({ pairs: [2, null, null], selected: { side: 'left', index: 1 } });
    expect(draftAnswer(again!.drafts[204])).toEqual(
      moveDown((initialDraft(ordering, 204) as { order: number[] }).order, 0),
    );
  });

  it('is per lesson and per child: another lesson, or another child on the same Chromebook, starts fresh', async () => {
    const db = openUserDb(nextUser++);
    const other = openUserDb(nextUser++);
    await saveLessonDraft(db, 1, 11, halfway());
    expect(await loadLessonDraft(db, 1, 12, questions)).toBeNull();
    expect(await loadLessonDraft(db, 2, 11, questions)).toBeNull();
    expect(await loadLessonDraft(other, 1, 11, questions)).toBeNull();
    expect(await other.profile.count()).toBe(0);
  });

  it('"Start again" clears it', async () => {
    const db = openUserDb(nextUser++);
    await saveLessonDraft(db, 1, 11, halfway());
    await clearLessonDraft(db, 1, 11);
    expect(await loadLessonDraft(db, 1, 11, questions)).toBeNull();
  });

  it('drops what no longer fits a changed lesson and never puts the child past an unanswered question', async () => {
    const db = openUserDb(nextUser++);
    await saveLessonDraft(db, 1, 11, halfway());
    // A new download: question 202 became a choice, 203 is gone, 206 is new.
    const changed: QuestionData[] = [
      questions[0],
      { id: 202, position: 2, question: choice },
      questions[3],
      questions[4],
      { id: 206, position: 5, question: choice },
    ];
    const back = await loadLessonDraft(db, 1, 11, changed);
    expect(Object.keys(back!.drafts).map(Number)).toEqual([201, 204, 205]);
    expect(back!.index).toBe(1);
    expect(back!.hints).toEqual([205]);
  });

  it('checks every draft against its question', () => {
    expect(restoreDraft(choice, { type: 'choice', value: 3 })).toBeNull();
    expect(restoreDraft(choice, { type: 'truefalse', value: true })).toBeNull();
    expect(restoreDraft(truefalse, { type: 'truefalse', value: null })).toEqual({ type: 'truefalse', value: null });
    expect(restoreDraft(fillin, { type: 'fillin', text: 'x'.repeat(300) })).toEqual({
      type: 'fillin',
      text: 'x'.repeat(200),
    });
    expect(restoreDraft(ordering, { type: 'ordering', order: [0, 1, 1, 3], touched: true })).toBeNull();
    expect(restoreDraft(ordering, { type: 'ordering', order: [0, 1, 2], touched: true })).toBeNull();
    expect(
      restoreDraft(matching, {
        type: 'matching',
        rightOrder: [2, 0, 1],
        match: { pairs: [1, 1, null], selected: null },
      }),
    ).toBeNull();
    expect(
      restoreDraft(matching, {
        type: 'matching',
        rightOrder: [2, 0, 1],
        match: { pairs: [1, null, 0], selected: { side: 'up', index: 0 } },
      }),
    ).toEqual({ type: 'matching', rightOrder: [2, 0, 1], match: { pairs: [1, null, 0], selected: null } });
    expect(restoreDraft(choice, null)).toBeNull();
  });
});

describe('finishing the lesson', () => {
  const answers = new Map<number, number | boolean | string | number[]>([
    [201, 1],
    [202, true],
    [203, 'loop'],
    [204, [0, 1, 2, 3]],
    [205, [0, 1, 2]],
  ]);
  const input = {
    courseId: 1,
    lessonId: 11,
    title: { en: 'Lesson 11', ar: 'درس ١١' },
    questions,
    answers,
    lang: 'en' as const,
  };

  it('deletes the draft in the transaction that queues the submission', async () => {
    const db = openUserDb(nextUser++);
    await saveLessonDraft(db, 1, 11, halfway());
    await saveLessonDraft(db, 1, 12, halfway());
    const seen: { tables: string[] }[] = [];
    const remove = db.profile.delete.bind(db.profile);
    vi.spyOn(db.profile, 'delete').mockImplementation((key) => {
      // Dexie's ambient transaction at the moment of the delete: the one that also writes the outbox.
      const tx = Dexie.currentTransaction;
      if (tx) seen.push({ tables: [...tx.storeNames] });
      return remove(key);
    });
    await submitLessonAttempt(db, input);
    expect(await db.profile.get(lessonDraftKey(1, 11))).toBeUndefined();
    expect(await db.profile.get(lessonDraftKey(1, 12))).toBeDefined();
    expect((await db.outbox.toArray()).map((e) => e.path)).toEqual(['/student-questions-submission']);
    expect(seen).toHaveLength(1);
    expect(seen[0].tables).toEqual(expect.arrayContaining(['outbox', 'profile', 'submissions', 'progress']));
  });

  it('keeps both or neither: a failure inside the transaction leaves the draft and queues nothing', async () => {
    const db = openUserDb(nextUser++);
    await saveLessonDraft(db, 1, 11, halfway());
    // The draft is deleted before the submission row is written; that write fails (a full disk, a crash).
    vi.spyOn(db.submissions, 'put').mockImplementation(() => {
      throw new Error('disk full');
    });
    await expect(submitLessonAttempt(db, input)).rejects.toThrow('disk full');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.submissions.count()).toBe(0);
    expect(await loadLessonDraft(db, 1, 11, questions)).toEqual(halfway());
    vi.restoreAllMocks();
    await submitLessonAttempt(db, input);
    expect(await db.outbox.count()).toBe(1);
    expect(await loadLessonDraft(db, 1, 11, questions)).toBeNull();
  });
});
