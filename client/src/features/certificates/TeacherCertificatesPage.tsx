import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificates as contract, teacher, type ResponseOf } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { useSession } from '../../session/use-session';
import { useAlerts } from '../../ui/alerts';
import { SelectField } from '../../ui/forms';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, Loading, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { useLang } from '../../ui/kit/format';
import { CertificateCard } from './CertificateCard';
import { fullName } from './saved';
import './certificates.css';

type StudentCertificates = ResponseOf<typeof contract.studentCertificatesForTeacher>['data'];

/**
 * /teacher/certificates: for a classroom and one of its courses, each student's certificate state (GET
 * /certificates/teachers/students); the teacher chooses students who finished the course and makes their
 * certificates (POST /certificates/students/{id}); below, the teacher's own (GET /certificates/teachers,
 * POST /certificates/teachers/{teacher_id}).
 */
export default function TeacherCertificatesPage() {
  const { t } = useTranslation('certificates');
  const lang = useLang();
  const classrooms = useApiQuery(teacher.teacherClassroomList, { query: { lang } });
  return (
    <section className="page certificates-page" aria-labelledby="teacher-certificates-title">
      <PageHeader id="teacher-certificates-title" icon="star" title={t('teacher.title')} lead={t('teacher.lead')} />
      <QueryView query={classrooms}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState icon="users" title={t('teacher.noClassrooms')} />
          ) : (
            <ClassroomCertificates classrooms={data} />
          )
        }
      </QueryView>
      <OwnCertificates />
    </section>
  );
}

function ClassroomCertificates({
  classrooms,
}: {
  classrooms: ResponseOf<typeof teacher.teacherClassroomList>['data'];
}) {
  const { t } = useTranslation('certificates');
  const lang = useLang();
  const alerts = useAlerts();
  const [classroomId, setClassroomId] = useState(classrooms[0]!.id);
  const classroom = classrooms.find((c) => c.id === classroomId) ?? classrooms[0]!;
  const [courseId, setCourseId] = useState<number | undefined>(classroom.courses[0]?.id);
  const details = useApiQuery(teacher.teacherClassroomDetails, {
    params: { id: classroom.id },
    query: { student_number: 50, lang },
  });
  const [states, setStates] = useState<StudentCertificates[]>();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  const students = details.data?.data.students;
  useEffect(() => {
    if (!students) return;
    let live = true;
    setStates(undefined);
    void Promise.all(
      students.map((s) =>
        callApi(contract.studentCertificatesForTeacher, {
          query: { student_profile_id: s.student_profile_id, lang },
        }).then((r) => r.data),
      ),
    )
      .then((all) => live && setStates(all))
      .catch((error: Error) => alerts.show('danger', error.message));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- alerts is stable enough; reload on round
  }, [students, lang, round]);

  const stateOf = (s: StudentCertificates) =>
    s.certificates.find((c) => c.course_id === courseId)
      ? 'has'
      : s.ready_courses.some((c) => c.course_id === courseId)
        ? 'ready'
        : 'notYet';

  const make = async () => {
    if (!chosen.size || courseId === undefined) return;
    setBusy(true);
    try {
      for (const id of chosen)
        await callApi(contract.createStudentCertificate, {
          params: { student_profile_id: id },
          query: { lang },
          body: { type: 'student', course_id: courseId },
        });
      alerts.show('success', t('teacher.made', { count: chosen.size }));
      setChosen(new Set());
      setRound((n) => n + 1);
    } catch (error) {
      alerts.show('danger', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="certificates-classroom" aria-labelledby="classroom-certificates-title">
      <h2 id="classroom-certificates-title" className="sr-only">
        {t('teacher.studentsLabel', { classroom: classroom.name })}
      </h2>
      <div className="certificate-form-fields">
        <SelectField
          label={t('teacher.classroom')}
          value={classroom.id}
          onChange={(e) => {
            const next = classrooms.find((c) => c.id === Number(e.target.value))!;
            setClassroomId(next.id);
            setCourseId(next.courses[0]?.id);
            setChosen(new Set());
          }}
        >
          {classrooms.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('teacher.course')}
          value={courseId ?? ''}
          onChange={(e) => {
            setCourseId(Number(e.target.value));
            setChosen(new Set());
          }}
        >
          {classroom.courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
      </div>
      {!states ? (
        <Loading />
      ) : (
        <>
          <table className="certificate-table">
            <caption>{t('teacher.studentsLabel', { classroom: classroom.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('teacher.student')}</th>
                <th scope="col">{t('teacher.state')}</th>
              </tr>
            </thead>
            <tbody>
              {states.map((s) => {
                const state = stateOf(s);
                const name = fullName(s.student);
                const certificate = s.certificates.find((c) => c.course_id === courseId);
                return (
                  <tr key={s.student.id} data-testid={`student-${s.student.id}`}>
                    <th scope="row">
                      {state === 'ready' ? (
                        <label className="certificate-choose">
                          <input
                            type="checkbox"
                            checked={chosen.has(s.student.id)}
                            aria-label={t('teacher.choose', { name })}
                            onChange={(e) => {
                              const next = new Set(chosen);
                              if (e.target.checked) next.add(s.student.id);
                              else next.delete(s.student.id);
                              setChosen(next);
                            }}
                          />
                          {name}
                        </label>
                      ) : (
                        name
                      )}
                    </th>
                    <td>
                      {certificate ? (
                        <CertificateCard certificate={certificate} db={null} />
                      ) : (
                        <span className={`certificate-state certificate-state-${state}`}>
                          <Icon name={state === 'ready' ? 'check' : 'clock'} size={18} />
                          {t(`teacher.${state}`)}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void make()}
            disabled={busy || chosen.size === 0}
          >
            <Icon name="sparkle" size={20} />
            {chosen.size === 0 ? t('teacher.makeNone') : t('teacher.makeChosen', { count: chosen.size })}
          </button>
        </>
      )}
    </section>
  );
}

function OwnCertificates() {
  const { t } = useTranslation('certificates');
  const lang = useLang();
  const session = useSession();
  const alerts = useAlerts();
  const mine = useApiQuery(contract.teacherCertificates, { query: { lang } });
  const [courseId, setCourseId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const make = async (fallback: number | undefined) => {
    const course = courseId ?? fallback;
    if (!session || course === undefined) return;
    setBusy(true);
    try {
      const answer = await callApi(contract.createTeacherCertificate, {
        params: { teacher_id: session.userProfileId },
        query: { lang },
        body: { course_id: course },
      });
      alerts.show('success', answer.data.message);
      mine.reload();
    } catch (error) {
      alerts.show('danger', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="certificates-own" aria-labelledby="own-certificates-title">
      <h2 id="own-certificates-title">{t('teacher.mineTitle')}</h2>
      <p>{t('teacher.mineLead')}</p>
      <QueryView query={mine}>
        {({ data }) => (
          <>
            {data.certificates.length === 0 ? (
              <p className="muted">{t('teacher.mineEmpty')}</p>
            ) : (
              <ul className="certificate-list">
                {data.certificates.map((c) => (
                  <li key={c.id}>
                    <CertificateCard certificate={c} db={null} />
                  </li>
                ))}
              </ul>
            )}
            {data.courses.length > 0 && (
              <div className="certificate-form-fields">
                <SelectField
                  label={t('teacher.course')}
                  value={courseId ?? data.courses[0]!.course_id}
                  onChange={(e) => setCourseId(Number(e.target.value))}
                >
                  {data.courses.map((c) => (
                    <option key={c.course_id} value={c.course_id}>
                      {c.title}
                    </option>
                  ))}
                </SelectField>
                <button
                  type="button"
                  className="button"
                  onClick={() => void make(data.courses[0]?.course_id)}
                  disabled={busy}
                >
                  <Icon name="star" size={20} />
                  {t('teacher.makeMine')}
                </button>
              </div>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
