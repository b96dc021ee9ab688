import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@codeyard/shared-schema';
import type { ExerciseOutcome, LoadedExercise } from './exercise';

/**
 * The task above the Python and Web editors: loading, why the exercise cannot open, the "needs the internet
 * once" note, then instructions, the hint on demand and, for a teacher, the solution and starter buttons.
 * Each editor keeps its own strings (namespace, same keys) and its own test ids and classes (prefixes).
 */
export function ExercisePanel(props: {
  namespace: 'python' | 'web';
  testPrefix: string;
  classPrefix: string;
  lang: Language;
  exercise: ExerciseOutcome | 'loading' | null;
  needsNetwork: boolean;
  teacher: boolean;
  onUseSolution: (loaded: LoadedExercise) => void;
  onUseStarter: (loaded: LoadedExercise) => void;
}) {
  const { namespace, testPrefix: id, classPrefix: cls, lang, exercise } = props;
  const { t } = useTranslation(namespace);
  const [hintOpen, setHintOpen] = useState(false);
  const loaded = exercise && typeof exercise === 'object' ? exercise : null;
  const problem =
    exercise === 'missing' || exercise === 'offline' || exercise === 'trial_locked' || exercise === 'course_locked'
      ? t(
          `exercise.${exercise === 'trial_locked' ? 'trialLocked' : exercise === 'course_locked' ? 'courseLocked' : exercise}`,
        )
      : null;
  return (
    <>
      {exercise === 'loading' && (
        <p className="state" role="status">
          {t('exercise.loading')}
        </p>
      )}
      {problem && (
        <p className="state card" role="alert" data-testid={`${id}-exercise-missing`}>
          {problem}
        </p>
      )}
      {props.needsNetwork && (
        <p className="state card" role="alert" data-testid={`${id}-needs-network`}>
          {t('project.needsNetwork')}
        </p>
      )}
      {loaded && (
        <div className={`${cls}-task card`} data-testid={`${id}-exercise`} data-lesson={loaded.exercise.lesson_id}>
          <h2 className={`${cls}-task-title`}>{t('exercise.instructions')}</h2>
          <p data-testid={`${id}-instructions`}>{loaded.exercise.instructions[lang]}</p>
          <div className={`${cls}-task-actions`}>
            {!hintOpen ? (
              <button type="button" className="button" onClick={() => setHintOpen(true)} data-testid={`${id}-hint`}>
                {t('exercise.showHint')}
              </button>
            ) : (
              <p className={`${cls}-hint`} role="status" data-testid={`${id}-hint-box`}>
                <strong>{t('exercise.hint')}:</strong> {loaded.exercise.hint[lang]}
              </p>
            )}
            {props.teacher && loaded.solution && (
              <>
                <button
                  type="button"
                  className="button"
                  onClick={() => props.onUseSolution(loaded)}
                  data-testid={`${id}-use-solution`}
                >
                  {t('exercise.useSolution')}
                </button>
                <button type="button" className="button" onClick={() => props.onUseStarter(loaded)}>
                  {t('exercise.useStarter')}
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </>
  );
}
