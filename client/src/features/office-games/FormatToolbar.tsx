import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/kit/icons';

/** A formatting button: what it shows, whether it is on for what is chosen, and what it does. */
export interface FormatCommand {
  id: string;
  icon: IconName;
  label: string;
  pressed: boolean;
  run: () => void;
  /** The icon mirrors in Arabic (it points along the reading way). */
  flip?: boolean;
}

/**
 * The formatting command a key names, as in a word processor: Ctrl+B bold, Ctrl+I italic, Ctrl+E middle, Ctrl+L
 * start, Ctrl+R end, Ctrl+Alt+1 heading, Ctrl+Shift+L list (a command id of the bar), or null.
 */
export function formatKeyCommand(event: {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): string | null {
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (ctrl && event.altKey && event.code === 'Digit1') return 'heading';
  if (ctrl && event.shiftKey && key === 'l') return 'item';
  if (ctrl && !event.altKey && !event.shiftKey)
    return ({ b: 'bold', i: 'italic', e: 'align-center', l: 'align-start', r: 'align-end' } as const)[key] ?? null;
  return null;
}

/** The office tools' formatting bar (the word processor's, a report's): large labelled toggle buttons. */
export function FormatToolbar({
  commands,
  onRun,
  testIdPrefix = 'word',
}: {
  commands: readonly FormatCommand[];
  /** After a command ran (e.g. the focus back to the work). */
  onRun?: () => void;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation('office-games');
  return (
    <div className="office-toolbar card" role="toolbar" aria-label={t('word.toolbar')}>
      {commands.map((c) => (
        <button
          key={c.id}
          type="button"
          className="button office-tool"
          aria-pressed={c.pressed}
          onClick={() => {
            c.run();
            onRun?.();
          }}
          data-testid={`${testIdPrefix}-${c.id}`}
        >
          <Icon name={c.icon} size={28} className={c.flip ? 'flip-forward' : undefined} />
          <span>{c.label}</span>
        </button>
      ))}
    </div>
  );
}
