import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teacher, type ResponseOf } from '@codeyard/shared-schema';
import { ApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { queueChange, useOutboxEntry, type OutboxRef } from '../../../outbox';
import { useUserDb } from '../../../storage';
import { useAlerts } from '../../../ui/alerts';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { EmptyState, QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { formatDateTime, fullName } from './time';

type Overview = ResponseOf<typeof teacher.teacherClassroomGames>['data'];
type Game = Overview['courses'][number]['games'][number];

/**
 * The classroom's game stones (GET /teacher/get-classroom-games) with how many students completed each;
 * opening one shows each student's completion, best stars and latest time and moves, and lets the teacher
 * reset it for the ticked students or the whole class (POST /teacher/reset-student-game-by-lesson, queued in
 * the teacher's outbox as a challenge reset is).
 */
export function GamesOverview({ classroomId }: { classroomId: number }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const overview = useApiQuery(teacher.teacherClassroomGames, { query: { classroom_id: classroomId, lang } });
  const [open, setOpen] = useState<number>();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <QueryView query={overview}>
      {({ data }) => {
        if (data.courses.every((c) => c.games.length === 0)) {
          return (
            <EmptyState icon="star" title={t('games.emptyTitle')}>
              <p>{t('games.emptyBody')}</p>
            </EmptyState>
          );
        }
        return (
          <div className="challenges-overview" data-testid="games-overview">
            {data.courses
              .filter((c) => c.games.length > 0)
              .map((course) => (
                <section
                  key={course.id}
                  className="card course-challenges"
                  aria-labelledby={`course-games-${course.id}`}
                >
                  <h3 id={`course-games-${course.id}`}>{course.title}</h3>
                  <ul className="challenge-list">
                    {course.games.map((g) => (
                      <li
                        key={g.lesson_id}
                        className={`challenge-item${open === g.lesson_id ? ' is-open' : ''}`}
                        data-testid={`game-${g.lesson_id}`}
                        data-completed={g.completed_count}
                      >
                        <button
                          type="button"
                          className="challenge-toggle"
                          aria-expanded={open === g.lesson_id}
                          onClick={() => setOpen(open === g.lesson_id ? undefined : g.lesson_id)}
                          data-testid={`open-game-${g.lesson_id}`}
                        >
                          <span className="bubble-number challenge-position" aria-hidden="true">
                            {n(g.position)}
                          </span>
                          <span className="challenge-name">
                            <bdi>{g.title}</bdi>
                            <span className="kind-chip">{t('kinds.game')}</span>
                          </span>
                          <strong className="challenge-count">
                            {t('lessons.completed', {
                              done: n(g.completed_count),
                              total: n(data.classroom.student_count),
                            })}
                          </strong>
                          <Icon
                            name="chevron"
                            size={18}
                            className={open === g.lesson_id ? 'chevron-open' : undefined}
                          />
                        </button>
                        {open === g.lesson_id && (
                          <div className="challenge-details" data-testid="game-details">
                            <GameStudents
                              classroomId={classroomId}
                              game={g}
                              students={data.students}
                              reload={overview.reload}
                            />
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
          </div>
        );
      }}
    </QueryView>
  );
}

function GameStudents({
  classroomId,
  game,
  students,
  reload,
}: {
  classroomId: number;
  game: Game;
  students: Overview['students'];
  reload: () => void;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const db = useUserDb();
  const alerts = useAlerts();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [asking, setAsking] = useState<'selected' | 'all'>();
  const [queued, setQueued] = useState<OutboxRef>();
  const state = useOutboxEntry(queued);
  const entry = !queued || state === undefined ? undefined : state.state === 'sent' ? null : state;
  const waiting = !!queued && entry !== null;
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (entry) wasWaiting.current = true;
    else if (entry === null && wasWaiting.current) {
      wasWaiting.current = false;
      reload();
    }
  }, [entry, reload]);

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const reset = async (scope: 'selected' | 'all') => {
    if (!db) return;
    try {
      const added = await queueChange(
        db,
        teacher.teacherResetGame,
        {
          body: {
            classroom_id: classroomId,
            lesson_id: game.lesson_id,
            ...(scope === 'selected' ? { student_profile_ids: [...selected] } : {}),
          },
        },
        { what: { key: 'teacher:outbox.resetChallenge', vars: { lesson: game.title } } },
      );
      wasWaiting.current = true;
      setQueued(added);
      setSelected(new Set());
    } catch (error) {
      alerts.show('danger', error instanceof ApiError ? error.message : String(error));
    }
  };

  const byId = new Map(game.students.map((s) => [s.student_profile_id, s]));
  const count = asking === 'all' ? students.length : selected.size;
  const caption = t('games.tableCaption', { lesson: game.title });
  return (
    <>
      <p className="muted">{t('games.detailsLead', { done: n(game.completed_count), total: n(students.length) })}</p>
      {students.length === 0 ? (
        <p className="muted">{t('details.emptyBody')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table className="data-table teacher-table" data-testid="game-students">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                <td className="cell-select" />
                <th scope="col">{t('challenges.colStudent')}</th>
                <th scope="col">{t('challenges.colDone')}</th>
                <th scope="col">{t('challenges.colStars')}</th>
                <th scope="col">{t('games.colTime')}</th>
                <th scope="col">{t('games.colMoves')}</th>
                <th scope="col">{t('games.colPlayed')}</th>
              </tr>
            </thead>
            <tbody>
              {students.map((student) => {
                const s = byId.get(student.student_profile_id)!;
                const name = fullName(student);
                return (
                  <tr
                    key={student.student_profile_id}
                    data-testid={`game-student-${student.student_profile_id}`}
                    data-completed={s.completed}
                    data-seconds={s.seconds ?? ''}
                    data-moves={s.moves ?? ''}
                    className={selected.has(student.student_profile_id) ? 'is-selected' : undefined}
                  >
                    <td className="cell-select">
                      <label className="check-target">
                        <input
                          type="checkbox"
                          checked={selected.has(student.student_profile_id)}
                          onChange={(e) => toggle(student.student_profile_id, e.target.checked)}
                          data-testid={`game-select-${student.student_profile_id}`}
                        />
                        <span className="sr-only">{t('details.selectStudent', { name })}</span>
                      </label>
                    </td>
                    <th scope="row">
                      <bdi>{name}</bdi>
                    </th>
                    <td>
                      <span className={`status-chip ${s.completed ? 'status-ok' : 'status-off'}`}>
                        <Icon name={s.completed ? 'check' : 'clock'} size={16} />
                        {s.completed
                          ? s.teacher_finished && !s.completed_at
                            ? t('challenges.finishedByTeacher')
                            : t('challenges.done')
                          : t('challenges.notDone')}
                      </span>
                    </td>
                    <td>
                      {s.stars === null ? (
                        <span className="muted">—</span>
                      ) : (
                        <span
                          className="challenge-stars"
                          aria-label={t('challenges.stars', { count: s.stars, n: n(s.stars) })}
                        >
                          {[1, 2, 3].map((i) => (
                            <Icon
                              key={i}
                              name="star"
                              size={18}
                              className={i <= (s.stars ?? 0) ? 'star-on' : 'star-off'}
                            />
                          ))}
                        </span>
                      )}
                    </td>
                    <td>
                      {s.seconds === null ? (
                        <span className="muted">—</span>
                      ) : (
                        t('games.time', { m: n(Math.floor(s.seconds / 60)), s: n(s.seconds % 60) })
                      )}
                    </td>
                    <td>{s.moves === null ? <span className="muted">—</span> : n(s.moves)}</td>
                    <td>{s.played_at ? formatDateTime(s.played_at, lang) : <span className="muted">—</span>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="challenge-reset-row">
        <p className="finish-count" aria-live="polite">
          {t('controls.selected', { count: selected.size, n: n(selected.size) })}
        </p>
        <button
          type="button"
          className="button"
          disabled={selected.size === 0 || !db}
          onClick={() => setAsking('selected')}
          data-testid="game-reset-selected"
        >
          {t('challenges.resetSelected')}
        </button>
        <button
          type="button"
          className="button"
          disabled={students.length === 0 || !db}
          onClick={() => setAsking('all')}
          data-testid="game-reset-all"
        >
          {t('challenges.resetAll')}
        </button>
      </div>
      {queued && (
        <p
          className={`card decision-status ${entry?.state === 'needs-attention' ? 'is-refused' : waiting ? 'is-waiting' : 'is-sent'}`}
          role="status"
          data-testid="game-reset-status"
          data-state={entry?.state === 'needs-attention' ? 'refused' : waiting ? 'waiting' : 'sent'}
        >
          <Icon name={waiting ? 'clock' : 'check'} size={20} />
          {entry?.state === 'needs-attention'
            ? t('challenges.resetRefused', { message: entry.error?.message ?? '' })
            : waiting
              ? t('challenges.resetWaiting')
              : t('challenges.resetSent')}
        </p>
      )}
      <ConfirmDialog
        open={!!asking}
        title={t('games.confirmTitle', { lesson: game.title })}
        confirmLabel={t('challenges.reset')}
        cancelLabel={t('controls.cancel')}
        testId="reset-game-dialog"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          const scope = asking;
          setAsking(undefined);
          if (scope) void reset(scope);
        }}
      >
        <p>{asking === 'all' ? t('challenges.confirmAll') : t('challenges.confirmSome', { count, n: n(count) })}</p>
      </ConfirmDialog>
    </>
  );
}
