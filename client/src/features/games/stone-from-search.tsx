import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useGame } from '../learning';
import { GameUnavailable } from './GameTop';

/** The stone a game page opened with ?lessonId= plays: its content from the device and its course. */
export interface SearchedStone {
  file: unknown;
  lessonId: number;
  courseId: number;
}

/**
 * A game page opened with ?lessonId= (/sudoku1, /coloring, …): the stone's game from the device (the
 * course download, offline too) when it is of `type`, else the kind "not here" (or loading while it is read).
 */
export function GameStoneFromSearch({
  type,
  kind,
  children,
}: {
  type: string;
  kind: string;
  children: (stone: SearchedStone) => ReactNode;
}) {
  const [params] = useSearchParams();
  const lessonId = Number(params.get('lessonId'));
  const valid = Number.isSafeInteger(lessonId) && lessonId > 0;
  const game = useGame(valid ? lessonId : 0);
  if (game === undefined || game === null || game.game !== type) {
    return <GameUnavailable loading={valid && game === undefined} kind={kind} />;
  }
  return children({ file: game.file, lessonId, courseId: game.course_id });
}
