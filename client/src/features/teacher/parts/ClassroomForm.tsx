import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { roster } from '@codeyard/shared-schema';
import { useSession } from '../../../session/use-session';
import { useAlerts } from '../../../ui/alerts';
import { SelectField, TextField } from '../../../ui/forms';
import { formatNumber, locale, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { QueryView } from '../../../ui/kit/states';
import { useApiQuery } from '../../../ui/kit/use-api-query';
import { useFormCall } from '../../../ui/use-form-call';
import {
  classroomBody,
  draftOf,
  emptyDraft,
  WEEK_DAYS,
  withCourse,
  withDay,
  type ClassroomDraft,
} from './classroom-draft';

type ClassroomInfo = Static<typeof roster.ClassroomInfo>;

/** The day's name in the user's language (1 January 2023 was a Sunday). */
export function dayName(day: number, lang: 'en' | 'ar', width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale(lang), { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/** "Grade 4", or "Kindergarten" for grade 0. */
export function useGradeName() {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  return (grade: number) =>
    grade === 0 ? t('roster.kindergarten') : t('classrooms.grade', { n: formatNumber(grade, lang) });
}

/**
 * Creates a classroom or edits one (spec 000 §5): name, grade, courses, seats and the week. The rules and
 * their messages are the contract's, in the user's language, beside each field.
 */
export function ClassroomForm({
  classroom,
  onDone,
  onCancel,
}: {
  classroom?: ClassroomInfo;
  onDone: (saved: ClassroomInfo) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const session = useSession();
  const setup = useApiQuery(
    roster.schoolSetupInformation,
    { params: { schoolId: session?.schoolId ?? 0 }, query: { lang } },
    Boolean(session?.schoolId),
  );
  const titleId = useId();
  return (
    <section className="card roster-form" aria-labelledby={titleId} data-testid="classroom-form">
      <h2 id={titleId}>{classroom ? t('roster.editTitle', { name: classroom.name }) : t('roster.newTitle')}</h2>
      <QueryView query={setup}>
        {({ data }) => (
          <ClassroomFields
            classroom={classroom}
            grades={data.grades}
            courses={data.courses}
            onDone={onDone}
            onCancel={onCancel}
          />
        )}
      </QueryView>
    </section>
  );
}

function ClassroomFields({
  classroom,
  grades,
  courses,
  onDone,
  onCancel,
}: {
  classroom?: ClassroomInfo;
  grades: number[];
  courses: { id: number; title: string }[];
  onDone: (saved: ClassroomInfo) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const gradeName = useGradeName();
  const alerts = useAlerts();
  const [draft, setDraft] = useState<ClassroomDraft>(() => (classroom ? draftOf(classroom) : emptyDraft()));
  const add = useFormCall(roster.addSchoolClassroom);
  const edit = useFormCall(roster.editSchoolClassroom);
  const call = classroom ? edit : add;
  const errorOf = (field: string) => call.errorOf(field);
  const courseError = errorOf('course_ids') ?? errorOf('course_id');
  const scheduleError = errorOf('schedules');
  const ids = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = classroomBody(draft);
    const answer = classroom
      ? await edit.submit({ body: { ...body, classroom_id: classroom.id, course_ids: draft.courseIds } })
      : await add.submit({ body });
    if (answer) {
      alerts.show('success', answer.data.message);
      onDone(answer.data.classroom);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="roster-form-grid">
      <TextField
        label={t('roster.name')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        error={errorOf('name')}
        maxLength={100}
        data-testid="classroom-name"
      />
      <SelectField
        label={t('roster.grade')}
        value={draft.grade}
        onChange={(e) => setDraft({ ...draft, grade: e.target.value })}
        error={errorOf('school_grade_id')}
        data-testid="classroom-grade"
      >
        <option value="">{t('roster.chooseGrade')}</option>
        {grades.map((g) => (
          <option key={g} value={g}>
            {gradeName(g)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('roster.seats')}
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        value={draft.seats}
        onChange={(e) => setDraft({ ...draft, seats: e.target.value })}
        error={errorOf('number_of_seats')}
        data-testid="classroom-seats"
      />

      <fieldset
        className={`roster-fieldset${courseError ? ' field-invalid' : ''}`}
        aria-describedby={courseError ? `${ids}-courses` : undefined}
        data-testid="classroom-courses"
      >
        <legend>{t('roster.courses')}</legend>
        <ul className="check-list">
          {courses.map((c) => (
            <li key={c.id}>
              <label className="check-target check-line">
                <input
                  type="checkbox"
                  checked={draft.courseIds.includes(c.id)}
                  onChange={(e) => setDraft(withCourse(draft, c.id, e.target.checked))}
                  data-testid={`classroom-course-${c.id}`}
                />
                <span>{c.title}</span>
              </label>
            </li>
          ))}
        </ul>
        {courseError && (
          <p className="field-error" id={`${ids}-courses`} role="alert">
            {courseError}
          </p>
        )}
      </fieldset>

      <fieldset
        className={`roster-fieldset schedule-fieldset${scheduleError ? ' field-invalid' : ''}`}
        aria-describedby={scheduleError ? `${ids}-schedule` : undefined}
        data-testid="classroom-schedule"
      >
        <legend>{t('roster.schedule')}</legend>
        <p className="muted">{t('roster.scheduleHint')}</p>
        <ul className="schedule-days">
          {WEEK_DAYS.map((day) => {
            const d = draft.days[day]!;
            const name = dayName(day, lang);
            return (
              <li key={day} className={d.on ? 'is-on' : undefined}>
                <label className="check-target check-line">
                  <input
                    type="checkbox"
                    checked={d.on}
                    onChange={(e) => setDraft(withDay(draft, day, { on: e.target.checked }))}
                    data-testid={`schedule-day-${day}`}
                  />
                  <span>{name}</span>
                </label>
                <label className="time-field">
                  <span>{t('roster.start')}</span>
                  <input
                    type="time"
                    value={d.start}
                    disabled={!d.on}
                    aria-label={t('roster.startOf', { day: name })}
                    onChange={(e) => setDraft(withDay(draft, day, { start: e.target.value }))}
                    data-testid={`schedule-start-${day}`}
                  />
                </label>
                <label className="time-field">
                  <span>{t('roster.end')}</span>
                  <input
                    type="time"
                    value={d.end}
                    disabled={!d.on}
                    aria-label={t('roster.endOf', { day: name })}
                    onChange={(e) => setDraft(withDay(draft, day, { end: e.target.value }))}
                    data-testid={`schedule-end-${day}`}
                  />
                </label>
              </li>
            );
          })}
        </ul>
        {scheduleError && (
          <p className="field-error" id={`${ids}-schedule`} role="alert" data-testid="schedule-error">
            {scheduleError}
          </p>
        )}
      </fieldset>

      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('roster.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={call.busy} data-testid="classroom-save">
          <Icon name="check" size={20} />
          {call.busy ? t('controls.busy') : classroom ? t('roster.save') : t('roster.create')}
        </button>
      </div>
    </form>
  );
}
