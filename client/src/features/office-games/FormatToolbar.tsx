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
