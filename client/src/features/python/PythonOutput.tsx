import { useTranslation } from 'react-i18next';
import { explainError } from './friendly-errors';
import { PythonConsole } from './PythonConsole';
import { TurtleCanvas } from './TurtleCanvas';
import type { usePythonRunner } from './use-python-runner';

type Runner = ReturnType<typeof usePythonRunner>;

/** What a run shows: the status line, the console (input() asks here), the friendly error and the turtle's drawing. */
export function PythonOutput({ py }: { py: Runner }) {
  const { t } = useTranslation('python');
  const friendly = py.error ? explainError(py.error) : null;
  return (
    <>
      <p className="py-status" role="status" aria-live="polite" data-testid="python-status">
        {py.state === 'failed' && py.runtime === 'missing' ? t('runtime.missing') : t(`state.${py.state}`)}
        {py.state === 'ready' && py.finished && <> {t('finished')}</>}
      </p>
      {(py.runtime === 'kept' || py.runtime === 'saving') && (
        <p className="muted small" data-testid="python-runtime" data-runtime={py.runtime}>
          {t(`runtime.${py.runtime}`)}
        </p>
      )}
      {!py.canAsk && <p className="muted small">{t('noAsk')}</p>}
      <PythonConsole chunks={py.chunks} asking={py.state === 'asking'} onAnswer={py.answer} />
      {friendly && py.error && (
        <div className="py-error" role="alert" data-testid="python-error" data-error-type={py.error.type}>
          <h2 className="py-error-title">
            {py.error.line !== null ? t('errorTitle', { line: py.error.line }) : t('errorTitleNoLine')}
          </h2>
          <p className="py-error-text">{t(`errors.${friendly.key}`, friendly.vars)}</p>
          <details>
            <summary>{t('rawError')}</summary>
            <pre dir="ltr" data-testid="python-traceback">
              {py.error.traceback}
            </pre>
          </details>
        </div>
      )}
      <div hidden={!py.drawn} className="py-drawing">
        <h2 className="py-drawing-title">{t('drawing')}</h2>
        <TurtleCanvas ref={py.canvas} label={t('drawing')} />
      </div>
    </>
  );
}
