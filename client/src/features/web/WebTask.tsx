import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webVerdict, type WebCheck } from '@codeyard/shared-schema/code-exercises';
import { CodeEditor } from '../code-editor';
import type { WebParts } from './preview-doc';
import { registerWebStrings } from './web-locales';
import { VerdictPanel, type Verdict } from './WebIde';
import { WebPreview, type WebPreviewHandle } from './WebPreview';
import './web.css';

registerWebStrings();

const TABS = ['html', 'css', 'js'] as const;
type Tab = (typeof TABS)[number];
const LANGUAGE = { html: 'html', css: 'css', js: 'javascript' } as const;
const PREVIEW_DELAY_MS = 600;

export interface WebTaskAnswer {
  code: { html_code: string; css_code: string; js_code: string };
  results: { key: string; passed: boolean }[];
}

/**
 * A Web exercise done outside the course map (an exam's practical task): the IDE's three code tabs, its
 * sandboxed preview and its Check (the checks run inside the preview), but nothing is kept or completed.
 * Each Check hands the code it checked and the checks' results to `onAnswer`: the last check is the answer.
 */
export function WebTask({
  exercise,
  onAnswer,
}: {
  exercise: { starter: { html_code?: string; css_code?: string; js_code?: string }; checks: WebCheck[] };
  onAnswer: (answer: WebTaskAnswer) => void;
}) {
  const { t } = useTranslation('web');
  const start: WebParts = {
    html: exercise.starter.html_code ?? '',
    css: exercise.starter.css_code ?? '',
    js: exercise.starter.js_code ?? '',
  };
  const latest = useRef<WebParts>(start);
  const [shown, setShown] = useState<WebParts>(start);
  const [tab, setTab] = useState<Tab>('html');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const preview = useRef<WebPreviewHandle>(null);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const change = (id: Tab, value: string) => {
    latest.current = { ...latest.current, [id]: value };
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(latest.current), PREVIEW_DELAY_MS);
  };

  const check = async () => {
    if (!preview.current) return;
    const parts = latest.current;
    // Check what is in the editor now, not what the preview showed a moment ago.
    if (timer.current !== null || shown !== parts) {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      setShown(parts);
      await new Promise((r) => setTimeout(r, 50));
    }
    setChecking(true);
    setVerdict(null);
    try {
      const results = await preview.current.check(exercise.checks);
      if (!results) {
        setVerdict({ noAnswer: true });
        return;
      }
      setVerdict(webVerdict(exercise.checks, results));
      onAnswer({
        code: { html_code: parts.html, css_code: parts.css, js_code: parts.js },
        results: results.map((r) => ({ key: r.key, passed: r.passed })),
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="web-layout" data-testid="web-task">
      <div className="web-code">
        <div className="web-tabs" role="tablist" aria-label={t('tabsLabel')}>
          {TABS.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`web-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`web-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              className={`web-tab${tab === id ? ' web-tab-on' : ''}`}
              onClick={() => setTab(id)}
              data-testid={`web-tab-${id}`}
            >
              {t(`tabs.${id}`)}
            </button>
          ))}
        </div>
        {TABS.map((id) => (
          <div
            key={id}
            role="tabpanel"
            id={`web-panel-${id}`}
            aria-labelledby={`web-tab-${id}`}
            hidden={tab !== id}
            className="web-panel"
            data-testid={`web-panel-${id}`}
          >
            <CodeEditor
              className="web-editor"
              language={LANGUAGE[id]}
              value={start[id]}
              onChange={(v) => change(id, v)}
              ariaLabel={t(`editorLabel.${id}`)}
              loadingLabel={t('loadingEditor')}
              failedLabel={t('editorFailed')}
            />
          </div>
        ))}
        <p className="muted small">{t('keyboardNote')}</p>
      </div>
      <div className="web-side">
        <div className="web-controls">
          <button
            type="button"
            className="button button-primary button-large"
            onClick={() => void check()}
            disabled={checking}
            data-testid="web-check"
          >
            {checking ? t('exercise.checking') : t('exercise.check')}
          </button>
        </div>
        {verdict && <VerdictPanel verdict={verdict} />}
        <div className="web-preview-wrap">
          <h2 className="web-side-title">{t('preview')}</h2>
          <WebPreview ref={preview} parts={shown} title={t('previewLabel')} className="web-preview" />
        </div>
      </div>
    </div>
  );
}
