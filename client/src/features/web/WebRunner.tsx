import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appendMessage, type ConsoleMessage } from './preview-doc';
import { registerWebStrings } from './web-locales';
import { WebPreview } from './WebPreview';
import './web.css';

registerWebStrings();

/**
 * A web project running read-only: the same sandboxed preview as the editor, with its console (the guest
 * shared-code page, the teacher's review). Takes the project's html_code, css_code, js_code.
 */
export function WebRunner({
  html,
  css,
  js,
  testid = 'web-runner',
}: {
  html: string | null;
  css: string | null;
  js: string | null;
  testid?: string;
}) {
  const { t } = useTranslation('web');
  const parts = useMemo(() => ({ html: html ?? '', css: css ?? '', js: js ?? '' }), [html, css, js]);
  const [runKey, setRunKey] = useState(0);
  const [messages, setMessages] = useState<ConsoleMessage[]>([]);
  const onConsole = useCallback((m: ConsoleMessage) => setMessages((list) => appendMessage(list, m)), []);
  const onRun = useCallback(() => setMessages([]), []);
  return (
    <div className="web-runner card" data-testid={testid}>
      <div className="web-console-head">
        <h2 className="web-side-title">{t('preview')}</h2>
        <button type="button" className="button" onClick={() => setRunKey((k) => k + 1)} data-testid={`${testid}-run`}>
          ▶ {t('refresh')}
        </button>
      </div>
      <WebPreview
        parts={parts}
        runKey={runKey}
        title={t('previewLabel')}
        onConsole={onConsole}
        onRun={onRun}
        className="web-preview"
      />
      <h2 className="web-side-title">{t('console')}</h2>
      <div
        className="web-console"
        role="log"
        aria-live="polite"
        aria-label={t('console')}
        dir="ltr"
        data-testid={`${testid}-console`}
      >
        {messages.length === 0 && (
          <span className="web-console-empty" dir="auto">
            {t('consoleEmpty')}
          </span>
        )}
        {messages.map((m, i) => (
          <div key={i} className={`web-console-line web-console-${m.level}`}>
            {t(`levels.${m.level}`)}
            {m.text}
          </div>
        ))}
      </div>
    </div>
  );
}
