import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PythonTest } from '@codeyard/shared-schema/code-exercises';
import { CodeEditor } from '../code-editor';
import { checkSource, judge } from './exercise-check';
import { registerPythonStrings } from './python-locales';
import { PythonOutput } from './PythonOutput';
import { VerdictPanel, type Verdict } from './PythonIde';
import { usePythonRunner } from './use-python-runner';
import './python.css';

registerPythonStrings();

export interface CodeTaskAnswer {
  code: { python_code?: string; html_code?: string; css_code?: string; js_code?: string };
  results: { key: string; passed: boolean }[];
}

/**
 * A Python exercise done outside the course map (an exam's practical task): the editor, Run and the
 * exercise's Check in the same worker as the IDE's, but nothing is kept or completed. Each Check hands the
 * code it checked and the tests' results to `onAnswer`: the last check is the answer.
 */
export function PythonTask({
  exercise,
  onAnswer,
}: {
  exercise: { starter: { python_code?: string }; tests: PythonTest[] };
  onAnswer: (answer: CodeTaskAnswer) => void;
}) {
  const { t } = useTranslation('python');
  const py = usePythonRunner();
  const latest = useRef(exercise.starter.python_code ?? '');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    const source = latest.current;
    const running = py.check(checkSource(source, exercise.tests));
    if (!running) return;
    setChecking(true);
    setVerdict(null);
    try {
      const outcome = await running;
      if (outcome.verdict === null) {
        setVerdict({ noAnswer: outcome.interrupted ? 'stopped' : 'failed' });
        return;
      }
      const judged = judge(exercise.tests, outcome.verdict);
      setVerdict(judged);
      onAnswer({ code: { python_code: source }, results: judged.rows.map((r) => ({ key: r.key, passed: r.passed })) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="py-layout" data-testid="python-task">
      <div className="py-main">
        <CodeEditor
          className="py-editor"
          language="python"
          value={latest.current}
          onChange={(value) => {
            latest.current = value;
          }}
          ariaLabel={t('editorLabel')}
          loadingLabel={t('loadingEditor')}
          failedLabel={t('editorFailed')}
        />
        <p className="muted small">{t('keyboardNote')}</p>
      </div>
      <div className="py-side">
        <div className="py-controls">
          {!py.busy && (
            <button
              type="button"
              className="button button-primary button-large"
              onClick={() => void check()}
              disabled={checking || py.state !== 'ready'}
              data-testid="python-check"
            >
              {checking ? t('exercise.checking') : t('exercise.check')}
            </button>
          )}
          {py.busy ? (
            <button type="button" className="button button-large py-stop" onClick={py.stop} data-testid="python-stop">
              ■ {t('stop')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-large"
              onClick={() => py.run(latest.current)}
              disabled={py.state !== 'ready'}
              data-testid="python-run"
            >
              ▶ {t('run')}
            </button>
          )}
        </div>
        {verdict && <VerdictPanel verdict={verdict} />}
        <PythonOutput py={py} />
      </div>
    </div>
  );
}
