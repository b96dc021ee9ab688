import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../ui/kit/format';
import { ar, en } from './locales';
import type { EditorHandle } from './blockly-setup';
import type { SerializedWorkspace } from './to-program';
import { toolboxFor, type Level } from './toolboxes';

export interface BlocksEditorProps {
  level: Level;
  /** The program to open with (read when the editor is created, i.e. on mount and on level/language change). */
  initial: SerializedWorkspace | null;
  /** Called with Blockly's serialized JSON after every change the child makes. */
  onChange: (state: SerializedWorkspace) => void;
  /** The block to highlight (the one running), or null. */
  highlightId?: string | null;
  className?: string;
  /** Shown, not edited: no toolbox, no dragging or deleting (a teacher reviewing a project, a shared program). */
  readOnly?: boolean;
}

/**
 * The SmoothY block editor. Blockly is imported inside the effect (its own lazy chunk), injected with the
 * level's toolbox, right-to-left in Arabic, large zelos blocks, keyboard navigation (@blockly/keyboard-navigation).
 * Switching level or language re-creates the workspace from the latest program.
 */
export default function BlocksEditor({
  level,
  initial,
  onChange,
  highlightId = null,
  className,
  readOnly = false,
}: BlocksEditorProps) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  const latest = useRef<SerializedWorkspace | null>(initial);
  const change = useRef(onChange);
  change.current = onChange;
  const highlight = useRef(highlightId);
  highlight.current = highlightId;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let handle: EditorHandle | null = null;
    setStatus('loading');
    import('./blockly-setup')
      .then(({ createEditor }) => {
        if (cancelled || !host.current) return;
        handle = createEditor({
          container: host.current,
          toolbox: toolboxFor(level, (lang === 'ar' ? ar : en).category),
          rtl: lang === 'ar',
          lang,
          msg: (lang === 'ar' ? ar : en).msg,
          initial: latest.current,
          readOnly,
          onChange: (state) => {
            latest.current = state;
            change.current(state);
          },
        });
        editor.current = handle;
        handle.highlight(highlight.current);
        setStatus('ready');
      })
      .catch((e: unknown) => {
        console.error('The block editor failed to start', e);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      handle?.dispose();
      if (editor.current === handle) editor.current = null;
    };
  }, [level, lang, readOnly]);

  useEffect(() => {
    editor.current?.highlight(highlightId);
  }, [highlightId, status]);

  useEffect(() => {
    if (!host.current || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => editor.current?.resize());
    ro.observe(host.current);
    return () => ro.disconnect();
  }, []);

  return (
    <div
      className={`blocks-editor${className ? ` ${className}` : ''}`}
      role="region"
      aria-label={t('editor.label')}
      aria-busy={status === 'loading'}
    >
      <div ref={host} className="blocks-editor-host" data-testid="blocks-editor" />
      {status === 'loading' && (
        <p className="blocks-editor-note" role="status">
          {t('editor.loading')}
        </p>
      )}
      {status === 'failed' && (
        <p className="blocks-editor-note" role="alert">
          {t('editor.failed')}
        </p>
      )}
    </div>
  );
}
