import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleChunk } from './protocol';

export interface PythonConsoleProps {
  chunks: ConsoleChunk[];
  /** True while the program waits for input(): the answer box shows at the end of the console. */
  asking: boolean;
  onAnswer: (text: string) => void;
}

/** What the program prints (stdout, stderr in red), and the answer box when input() asks. Always left-to-right. */
export function PythonConsole({ chunks, asking, onAnswer }: PythonConsoleProps) {
  const { t } = useTranslation('python');
  const log = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState('');

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chunks, asking]);

  return (
    <div className="py-console-wrap">
      <div
        ref={log}
        className="py-console"
        role="log"
        aria-live="polite"
        aria-label={t('console')}
        dir="ltr"
        data-testid="python-console"
      >
        {chunks.length === 0 && !asking && <span className="py-console-empty">{t('consoleEmpty')}</span>}
        {chunks.map((c, i) => (
          <span key={i} className={`py-${c.kind}`}>
            {c.text}
          </span>
        ))}
      </div>
      {asking && (
        <form
          className="py-answer"
          onSubmit={(e) => {
            e.preventDefault();
            onAnswer(answer);
            setAnswer('');
          }}
        >
          <label htmlFor="py-answer-input">{t('answerLabel')}</label>
          <input
            id="py-answer-input"
            dir="auto"
            autoFocus
            autoComplete="off"
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            data-testid="python-answer"
          />
          <button type="submit" className="button button-primary">
            {t('send')}
          </button>
        </form>
      )}
    </div>
  );
}
