import {
  connectCorrect,
  type ConnectGameFile,
  dealMemory,
  isMemoryPair,
  memoryStageId,
  memoryStageOf,
  memoryStars,
  type MemoryCard,
  type MemoryGameFile,
} from '@codeyard/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../db/index.js';
import { gamePlays, stoneProgress } from '../db/tables.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import type { GameEntry, GameRegistry } from '../curriculum/games.js';
import { entitledStone } from '../learning/submissions.js';
import type { StudentRow } from '../learning/students.js';

/**
 * The games' stage calls (contract/games.ts, spec 001 §7.9): a stage is started (the server deals its cards
 * and keeps the play, one a student and stage), its cards are turned one at a time or all at once, and two
 * cards are matched, judged here. Every call names a stage by its id (stone id × 100 + number); a stage of
 * a stone the caller may not play is not found.
 */

type Games = Pick<GameRegistry, 'byStone'>;

/** A game stone the caller may play, with its game. */
async function gameOf(db: Reader, registry: Games, student: StudentRow, stoneId: number): Promise<GameEntry> {
  const entry = registry.byStone(stoneId);
  if (!entry) throw notFound();
  await entitledStone(db, student, stoneId);
  return entry;
}

/** A memory stage the caller may play: its game and its stage. */
async function memoryStage(db: Reader, registry: Games, student: StudentRow, stageId: number) {
  const at = memoryStageOf(stageId);
  if (!at) throw notFound();
  const entry = await gameOf(db, registry, student, at.stoneId);
  if (entry.file.game !== 'memory') throw notFound();
  const file = entry.file as unknown as MemoryGameFile;
  const stage = file.stages[at.number - 1];
  if (!stage) throw notFound();
  return { entry, file, stage, number: at.number };
}

function stageView(stoneId: number, number: number, stage: MemoryGameFile['stages'][number]) {
  return {
    stage: memoryStageId(stoneId, number),
    number,
    reveal: stage.reveal,
    pairs: stage.pairs.length,
    cards: stage.pairs.length * 2,
  };
}

/** GET /games?lesson_id=: the game of a game stone, its stages and the caller's best. */
export async function gameOfLesson(db: Reader, registry: Games, student: StudentRow, lessonId: number) {
  const entry = await gameOf(db, registry, student, lessonId);
  const stone = await entitledStone(db, student, lessonId);
  const [progress] = await db
    .select()
    .from(stoneProgress)
    .where(and(eq(stoneProgress.studentProfileId, student.id), eq(stoneProgress.stoneId, lessonId)))
    .limit(1);
  const stages =
    entry.file.game === 'memory'
      ? (entry.file as unknown as MemoryGameFile).stages.map((s, i) => stageView(entry.stoneId, i + 1, s))
      : entry.file.game === 'connect'
        ? (entry.file as unknown as ConnectGameFile).levels.map((level, i) => ({
            stage: memoryStageId(entry.stoneId, i + 1),
            number: i + 1,
            questions: level.items.length,
            cards: level.items.length,
          }))
        : [];
  return {
    lesson_id: entry.stoneId,
    course_id: entry.courseId,
    key: entry.key,
    game: entry.file.game,
    title: { en: stone.titleEn, ar: stone.titleAr },
    stages,
    completed: Boolean(progress?.completedAt),
    best_stars: progress && progress.maxScore === 3 ? progress.bestScore : 0,
  };
}

/** POST /games/stage/{stage}/start: deals the stage afresh (an earlier play of it is replaced). */
export async function startGameStage(
  db: Tx,
  registry: Games,
  student: StudentRow,
  stageId: number,
  now: Date,
  random: () => number = Math.random,
) {
  const { entry, stage, number } = await memoryStage(db, registry, student, stageId);
  const deck = JSON.stringify(dealMemory(stage.pairs.length, random));
  const row = { deck, matched: '[]', moves: 0, startedAt: now.toISOString(), finishedAt: null, stoneId: entry.stoneId };
  const [play] = await db
    .insert(gamePlays)
    .values({ studentProfileId: student.id, stage: stageId, ...row })
    .onConflictDoUpdate({ target: [gamePlays.studentProfileId, gamePlays.stage], set: row })
    .returning({ id: gamePlays.id });
  return { play_id: play!.id, lesson_id: entry.stoneId, ...stageView(entry.stoneId, number, stage) };
}

/** The caller's play of a stage (409 game_not_started without one). */
async function playOf(db: Reader, student: StudentRow, stageId: number) {
  const [play] = await db
    .select()
    .from(gamePlays)
    .where(and(eq(gamePlays.studentProfileId, student.id), eq(gamePlays.stage, stageId)))
    .limit(1);
  if (!play) throw new HttpError(409, 'games.notStarted', { code: 'game_not_started' });
  return { ...play, cards: JSON.parse(play.deck) as MemoryCard[], matchedCards: JSON.parse(play.matched) as number[] };
}

function faceOf(stage: MemoryGameFile['stages'][number], cards: MemoryCard[], matched: number[], index: number) {
  const card = cards[index]!;
  const pair = stage.pairs[card.pair]!;
  return {
    index,
    pair: card.pair,
    face: card.face,
    picture: pair.picture,
    word: pair.word,
    matched: matched.includes(index),
  };
}

/** GET /games/memory/stage/{stage}/{index}: one card of the caller's play, turned up. */
export async function memoryCard(db: Reader, registry: Games, student: StudentRow, stageId: number, index: number) {
  const { stage } = await memoryStage(db, registry, student, stageId);
  const play = await playOf(db, student, stageId);
  if (index >= play.cards.length) throw fieldError('index', 'games.noSuchCard');
  return faceOf(stage, play.cards, play.matchedCards, index);
}

/** GET /games/memory/stage/{stage}/all: every card, for a stage shown all at once. */
export async function memoryAll(db: Reader, registry: Games, student: StudentRow, stageId: number) {
  const { stage } = await memoryStage(db, registry, student, stageId);
  if (stage.reveal !== 'all') throw fieldError('stage', 'games.allAtOnceOnly');
  const play = await playOf(db, student, stageId);
  return play.cards.map((_, i) => faceOf(stage, play.cards, play.matchedCards, i));
}

/** POST /games/memory/stage/{stage}/match: two cards, one move, judged here. */
export async function memoryMatch(
  db: Tx,
  registry: Games,
  student: StudentRow,
  stageId: number,
  values: readonly number[],
  now: Date,
) {
  await memoryStage(db, registry, student, stageId);
  const play = await playOf(db, student, stageId);
  const [a, b] = values as [number, number];
  if (a >= play.cards.length || b >= play.cards.length) throw fieldError('values', 'games.noSuchCard');
  if (a === b) throw fieldError('values', 'games.sameCard');
  if (play.matchedCards.includes(a) || play.matchedCards.includes(b))
    throw fieldError('values', 'games.alreadyMatched');
  const match = isMemoryPair(play.cards, a, b);
  const matched = match ? [...play.matchedCards, a, b].sort((x, y) => x - y) : play.matchedCards;
  const moves = play.moves + 1;
  const finished = matched.length === play.cards.length;
  const finishedAt = finished ? now.toISOString() : null;
  await db
    .update(gamePlays)
    .set({ matched: JSON.stringify(matched), moves, finishedAt })
    .where(eq(gamePlays.id, play.id));
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(play.startedAt)) / 1000));
  const pairs = play.cards.length / 2;
  return {
    match,
    moves,
    matched,
    pairs_left: pairs - matched.length / 2,
    finished,
    seconds,
    stars: finished ? memoryStars({ pairs, moves, seconds }) : null,
  };
}

/** POST /games/connect/stage/{stageId}/match: is this card the answer to this question of the level? */
export async function connectMatch(
  db: Reader,
  registry: Games,
  student: StudentRow,
  stageId: number,
  body: { keyword_id: number; card_id: number },
) {
  const at = memoryStageOf(stageId);
  if (!at) throw notFound();
  const entry = await gameOf(db, registry, student, at.stoneId);
  if (entry.file.game !== 'connect') throw notFound();
  const level = (entry.file as unknown as ConnectGameFile).levels[at.number - 1];
  if (!level) throw notFound();
  if (body.keyword_id > level.items.length) throw fieldError('keyword_id', 'games.noSuchKeyword');
  if (body.card_id > level.items.length) throw fieldError('card_id', 'games.noSuchAnswer');
  return { ...body, correct: connectCorrect(level, body.keyword_id, body.card_id) };
}
