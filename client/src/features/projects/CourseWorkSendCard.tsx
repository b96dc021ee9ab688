import { StatusDetails, type ShownState } from './ProjectStatus';
import type { LocalProject } from './store';

/** What the last Send did, in the child's words: sent (or kept to send), or why not. */
export type SendNote = { kind: 'ok' | 'error'; text: string };

/**
 * The card beside a course project's work (a drawing, a report, slides): the project's name, Send, what the
 * last Send did and, once sent, where the teacher's review stands. `id` names its fields and test ids
 * (`{id}-name`, `{id}-send`, `{id}-note`).
 */
export function CourseWorkSendCard({
  id,
  nameLabel,
  sendLabel,
  name,
  placeholder,
  onName,
  onSend,
  note,
  project,
  state,
}: {
  id: string;
  nameLabel: string;
  sendLabel: string;
  name: string;
  placeholder: string;
  onName: (name: string) => void;
  onSend: () => void;
  note: SendNote | null;
  project: LocalProject | undefined;
  state: ShownState | null;
}) {
  return (
    <div className="course-work-send card">
      <label htmlFor={`${id}-name`}>{nameLabel}</label>
      <input
        id={`${id}-name`}
        dir="auto"
        maxLength={100}
        value={name}
        placeholder={placeholder}
        onChange={(event) => onName(event.target.value)}
        data-testid={`${id}-name`}
      />
      <button
        type="button"
        className="button button-primary button-large"
        onClick={onSend}
        disabled={project?.status === 'approved'}
        data-testid={`${id}-send`}
      >
        {sendLabel}
      </button>
      {note && (
        <p
          className={`course-work-note ${note.kind === 'ok' ? 'is-ok' : 'is-error'}`}
          role={note.kind === 'ok' ? 'status' : 'alert'}
          data-testid={`${id}-note`}
        >
          {note.text}
        </p>
      )}
      {state && project && <StatusDetails project={project} state={state} />}
    </div>
  );
}
