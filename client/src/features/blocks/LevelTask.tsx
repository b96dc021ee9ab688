import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  judge,
  LEVEL_STEP_BUDGET,
  type GoalReason,
  type Judgement,
  type LevelDefinition,
  type Program,
  type ToolboxLevel,
} from '@codeyard/shared-schema/smoothy';
import { formatNumber, useLang } from '../../ui/kit/format';
import { Stars } from '../learning';
import BlocksEditor from './BlocksEditor';
import { fromProgram } from './from-program';
import { goalLines } from './goal';
import { RunPanel } from './RunControls';
import { toProgram, type SerializedWorkspace } from './to-program';
import { starterWorkspace } from './toolboxes';
import { useRunner } from './use-runner';
import './blocks.css';

export interface LevelTaskLevel {
  toolbox: ToolboxLevel;
  level: LevelDefinition;
  keys: string[];
  starter: Program | null;
}

/**
 * A SmoothY level played outside the course map (an exam's practical task): the challenge screen's editor,
 * stage and goal, with nothing kept or completed. Every change hands the program to `onAnswer` (the server
 * judges it with the level's own judge); a run is judged here too, so the child sees how it went.
 */
export function LevelTask({ task, onAnswer }: { task: LevelTaskLevel; onAnswer: (program: Program) => void }) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const initial = useRef<SerializedWorkspace>(
    task.starter ? fromProgram(task.starter) : (starterWorkspace() as SerializedWorkspace),
  );
  const program = useRef<SerializedWorkspace | null>(initial.current);
  const [judgement, setJudgement] = useState<Judgement | null>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  const onChange = useCallback((state: SerializedWorkspace) => {
    program.current = state;
    setJudgement(null);
    answer.current(toProgram(state).program);
  }, []);
  const runner = useRunner(task.level, {
    read: () => program.current,
    keys: task.keys,
    onEnd: (end) => setJudgement(judge(end.program, task.level, LEVEL_STEP_BUDGET, task.keys)),
  });
  const goal = { rules: task.level.rules, thresholds: task.level.thresholds ?? null };
  // Why a run did not solve the level, in the challenge screen's words.
  const reasonsOf = (j: Judgement): string[] => {
    const outcome = j.run.outcome;
    if (outcome === 'crashed' || outcome === 'out_of_steps') return [t(`challenge.reasons.${outcome}`)];
    if (outcome === 'error')
      return [t('challenge.reasons.error', { message: t(`playground.errors.${j.run.error?.code ?? 'internal'}`) })];
    const n = formatNumber(task.level.rules.max_blocks ?? 0, lang);
    return (j.reasons as GoalReason[]).map((reason) => t(`challenge.reasons.${reason}`, { n }));
  };

  return (
    <div className="playground-layout level-task" data-testid="level-task">
      <div className="challenge-editor-column">
        <BlocksEditor
          level={task.toolbox}
          initial={initial.current}
          onChange={onChange}
          highlightId={runner.highlight}
          className="playground-editor"
        />
      </div>
      <div className="playground-side">
        <RunPanel runner={runner} testid="task">
          {judgement && (
            <div
              className={`challenge-verdict card ${judgement.passed ? 'challenge-verdict-pass' : 'challenge-verdict-fail'}`}
              role={judgement.passed ? 'status' : 'alert'}
              data-testid="task-verdict"
              data-passed={String(judgement.passed)}
            >
              {judgement.passed ? (
                <>
                  <strong className="challenge-solved">{t('challenge.solved')}</strong>
                  <Stars
                    n={judgement.stars}
                    label={t('challenge.solvedStars', { n: formatNumber(judgement.stars, lang) })}
                  />
                </>
              ) : (
                <>
                  <strong>{t('challenge.notYet')}</strong>
                  <ul>
                    {reasonsOf(judgement).map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </RunPanel>
        <div className="challenge-goal card" data-testid="task-goal">
          <h2 className="challenge-instructions-title">{t('challenge.goal.title')}</h2>
          <ul>
            {goalLines(goal).map((line) => (
              <li key={line.key}>{t(`challenge.goal.${line.key}`, { n: formatNumber(line.n ?? 0, lang) })}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
