import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../code-editor';
import { registerPythonStrings } from './python-locales';
import { PythonOutput } from './PythonOutput';
import { usePythonRunner } from './use-python-runner';
import './python.css';

registerPythonStrings();

/**
 * A Python project read-only with Run (the teacher's review, the guest shared page): the code in the
 * editor's read-only mode, run on this device in the Pyodide worker with its console (input() asks
 * there) and drawing. Pyodide loads when this shows.
 */
export function PythonProgram({
  code,
  testid = 'python-program',
  heading = true,
}: {
  code: string;
  testid?: string;
  heading?: boolean;
}) {
  const { t } = useTranslation('python');
  const py = usePythonRunner();
  return (
    <div className="py-program card" data-testid={testid} data-state={py.state} data-runtime={py.runtime}>
      <div className="py-layout">
        <div className="py-main">
          {heading && <h2 className="py-drawing-title">{t('readOnly')}</h2>}
          <CodeEditor
            className="py-editor py-editor-readonly"
            language="python"
            value={code}
            readOnly
            ariaLabel={t('readOnly')}
            loadingLabel={t('loadingEditor')}
            failedLabel={t('editorFailed')}
          />
        </div>
        <div className="py-side">
          <div className="py-controls">
            {py.busy ? (
              <button
                type="button"
                className="button button-primary button-large py-stop"
                onClick={py.stop}
                data-testid={`${testid}-stop`}
              >
                ■ {t('stop')}
              </button>
            ) : (
              <button
                type="button"
                className="button button-primary button-large"
                onClick={() => py.run(code)}
                disabled={py.state !== 'ready'}
                data-testid={`${testid}-run`}
              >
                ▶ {t('run')}
              </button>
            )}
            <button type="button" className="button button-large" onClick={py.clear} disabled={py.busy}>
              {t('clear')}
            </button>
          </div>
          <PythonOutput py={py} />
        </div>
      </div>
    </div>
  );
}
