import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { pictureSignIn, roster } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAlerts } from '../../../ui/alerts';
import { Icon } from '../../../ui/kit/icons';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { LangLink } from '../../../ui/LangLink';

type ClassroomInfo = Static<typeof roster.ClassroomInfo>;
type Question = 'archive' | 'reopen' | 'complete' | 'delete';

/**
 * What a teacher does with a whole classroom from its card: edit it, archive or reopen it, mark it
 * completed, delete it (each change of state after a question), and turn picture sign-in on or off.
 */
export function ClassroomManage({
  classroom,
  onEdit,
  onChanged,
}: {
  classroom: ClassroomInfo;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('teacher');
  const alerts = useAlerts();
  const [asking, setAsking] = useState<Question>();
  const [busy, setBusy] = useState(false);
  const active = classroom.status === 'active';

  const run = async (question: Question) => {
    setBusy(true);
    try {
      const answer =
        question === 'delete'
          ? await callApi(roster.removeSchoolClassroom, { body: { classroom_id: classroom.id } })
          : question === 'complete'
            ? await callApi(roster.completeClassroom, { params: { classroomId: classroom.id } })
            : await callApi(roster.editSchoolClassroom, {
                body: { classroom_id: classroom.id, status: question === 'archive' ? 'archived' : 'active' },
              });
      alerts.show('success', answer.data.message);
      onChanged();
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const name = <span className="sr-only">: {classroom.name}</span>;
  return (
    <div className="classroom-manage" data-testid={`classroom-manage-${classroom.id}`}>
      <div className="button-row">
        <button type="button" className="button" onClick={onEdit} data-testid={`classroom-edit-${classroom.id}`}>
          <Icon name="name" size={20} />
          {t('roster.edit')}
          {name}
        </button>
        {active ? (
          <>
            <button type="button" className="button" disabled={busy} onClick={() => setAsking('archive')}>
              {t('roster.archive')}
              {name}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => setAsking('complete')}
              data-testid={`classroom-complete-${classroom.id}`}
            >
              <Icon name="check" size={20} />
              {t('roster.complete')}
              {name}
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => setAsking('reopen')}>
            <Icon name="unlock" size={20} />
            {t('roster.reopen')}
            {name}
          </button>
        )}
        <button
          type="button"
          className="button roster-danger"
          disabled={busy}
          onClick={() => setAsking('delete')}
          data-testid={`classroom-delete-${classroom.id}`}
        >
          {t('roster.delete')}
          {name}
        </button>
      </div>
      <PictureSignInSwitch classroomId={classroom.id} name={classroom.name} />
      <ConfirmDialog
        open={asking !== undefined}
        title={asking ? t(`roster.${asking}Title`, { name: classroom.name }) : ''}
        confirmLabel={asking ? t(`roster.${asking}`) : ''}
        cancelLabel={t('roster.cancel')}
        testId="classroom-dialog"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          const question = asking;
          setAsking(undefined);
          if (question) void run(question);
        }}
      >
        <p>{asking ? t(`roster.${asking}Body`) : ''}</p>
      </ConfirmDialog>
    </div>
  );
}

/** Picture sign-in on or off for one classroom (a switch), with the way to its cards. */
export function PictureSignInSwitch({ classroomId, name }: { classroomId: number; name: string }) {
  const { t } = useTranslation('teacher');
  const alerts = useAlerts();
  const state = useApiQuery(pictureSignIn.teacherPictureSignIn, { params: { id: classroomId } });
  const [busy, setBusy] = useState(false);
  const on = state.data?.data.picture_sign_in ?? false;
  const toggle = async () => {
    setBusy(true);
    try {
      await callApi(pictureSignIn.teacherSetPictureSignIn, { params: { id: classroomId }, body: { enabled: !on } });
      alerts.show('success', on ? t('roster.pictureOff', { name }) : t('roster.pictureOn', { name }));
      state.reload();
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="picture-switch-row">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={`switch${on ? ' is-on' : ''}`}
        disabled={busy || !state.data}
        onClick={() => void toggle()}
        data-testid={`picture-switch-${classroomId}`}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span>
          {t('roster.pictureSignIn')}
          <span className="sr-only">: {name}</span>
        </span>
      </button>
      {on && state.data?.data.sign_in_code && (
        <span className="muted">
          {t('roster.pictureCode')} <bdi dir="ltr">{state.data.data.sign_in_code}</bdi>
        </span>
      )}
      <LangLink to={`/teacher/classrooms-details/${classroomId}/cards`} className="text-link">
        {t('roster.cardsLink')}
        <span className="sr-only">: {name}</span>
      </LangLink>
    </div>
  );
}
