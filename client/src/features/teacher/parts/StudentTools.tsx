import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf, teacher } from '@codeyard/shared-schema';
import { roster } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAlerts } from '../../../ui/alerts';
import { Icon } from '../../../ui/kit/icons';
import { AddStudentForm } from './AddStudentForm';
import { AssignStudents } from './AssignStudents';
import { ChosenStudentsActions } from './ChosenStudentsActions';
import { ImportStudents } from './ImportStudents';
import { LessonResets } from './LessonResets';
import { StudentEditor } from './StudentEditor';
import './roster.css';

type Course = ResponseOf<typeof teacher.teacherClassroomLessons>['data']['courses'][number];
type Panel = 'add' | 'assign' | 'import' | 'edit' | 'lessons';
const PANELS: Panel[] = ['add', 'assign', 'import', 'edit', 'lessons'];

/**
 * The classroom's student actions (spec 001 §7.6), above its table: one panel open at a time (add a
 * student, seat the school's unassigned students, import a class list, edit one student, lesson resets),
 * what to do with the ticked students, and signing every student of the class out.
 */
export function StudentTools({
  classroomId,
  courses,
  selected,
  onSelected,
  onChanged,
}: {
  classroomId: number;
  courses: Course[];
  selected: Set<number>;
  onSelected: (next: Set<number>) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('teacher');
  const [panel, setPanel] = useState<Panel>();
  const only = selected.size === 1 ? [...selected][0] : undefined;
  return (
    <div className="student-tools card" data-testid="student-tools">
      <div className="tool-tabs" role="group" aria-label={t('roster.toolsLabel')}>
        {PANELS.map((p) => (
          <button
            key={p}
            type="button"
            className={`button${panel === p ? ' button-primary' : ''}`}
            aria-expanded={panel === p}
            aria-controls={`student-panel-${p}`}
            onClick={() => setPanel(panel === p ? undefined : p)}
            data-testid={`tool-${p}`}
          >
            {t(`roster.tool.${p}`)}
          </button>
        ))}
        <LogoutStudentsButton classroomId={classroomId} />
      </div>
      {panel && (
        <section id={`student-panel-${panel}`} className="tool-panel" aria-label={t(`roster.tool.${panel}`)}>
          {panel === 'add' && <AddStudentForm classroomId={classroomId} onAdded={onChanged} />}
          {panel === 'assign' && <AssignStudents classroomId={classroomId} onAssigned={onChanged} />}
          {panel === 'import' && <ImportStudents classroomId={classroomId} onImported={onChanged} />}
          {panel === 'edit' && <StudentEditor classroomId={classroomId} preselect={only} onChanged={onChanged} />}
          {panel === 'lessons' && (
            <LessonResets classroomId={classroomId} courses={courses} selected={selected} onQueued={() => undefined} />
          )}
        </section>
      )}
      <ChosenStudentsActions
        classroomId={classroomId}
        selected={selected}
        onDone={() => {
          onSelected(new Set());
          onChanged();
        }}
      />
    </div>
  );
}

/** Ends every session of the classroom's students at once, after a question. */
function LogoutStudentsButton({ classroomId }: { classroomId: number }) {
  const { t } = useTranslation('teacher');
  const alerts = useAlerts();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        data-testid="logout-students"
      >
        <Icon name="lock" size={20} />
        {t('roster.logoutStudents')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('roster.logoutTitle')}
        confirmLabel={t('roster.logoutStudents')}
        cancelLabel={t('roster.cancel')}
        testId="logout-dialog"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setBusy(true);
          callApi(roster.logoutStudents, { params: { classRoomId: classroomId } })
            .then((a) => alerts.show('success', a.data.message))
            .catch((error: unknown) => alerts.show('danger', error instanceof ApiError ? error.message : String(error)))
            .finally(() => setBusy(false));
        }}
      >
        <p>{t('roster.logoutBody')}</p>
      </ConfirmDialog>
    </>
  );
}
