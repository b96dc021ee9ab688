import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teacher, type ResponseOf } from '@codeyard/shared-schema';
import { queueChange } from '../../../outbox';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { EmptyState, QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { formatDateTime, fullName } from './time';
import { DoneCell, SelectStudentCell, StarsCell, StoneResetControls, useStoneReset } from './StoneReset';

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
  const reset = useStoneReset(
    (db, ids) =>
      queueChange(
        db,
        teacher.teacherResetGame,
        {
          body: {
            classroom_id: classroomId,
            lesson_id: game.lesson_id,
            ...(ids ? { student_profile_ids: ids } : {}),
          },
        },
        { what: { key: 'teacher:outbox.resetChallenge', vars: { lesson: game.title } } },
      ),
    reload,
  );

  const byId = new Map(game.students.map((s) => [s.student_profile_id, s]));
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
                    className={reset.selected.has(student.student_profile_id) ? 'is-selected' : undefined}
                  >
                    <SelectStudentCell
                      reset={reset}
                      id={student.student_profile_id}
                      name={name}
                      testId={`game-select-${student.student_profile_id}`}
                    />
                    <th scope="row">
                      <bdi>{name}</bdi>
                    </th>
                    <DoneCell student={s} />
                    <StarsCell stars={s.stars} />
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
      <StoneResetControls
        reset={reset}
        total={students.length}
        confirmTitle={t('games.confirmTitle', { lesson: game.title })}
        testIds={{
          selected: 'game-reset-selected',
          all: 'game-reset-all',
          status: 'game-reset-status',
          dialog: 'reset-game-dialog',
        }}
      />
    </>
  );
}
