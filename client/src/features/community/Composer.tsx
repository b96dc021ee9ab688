import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { community } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { currentLanguage } from '../../i18n/language';
import { useSession } from '../../session/use-session';
import { useAlerts } from '../../ui/alerts';
import { Icon } from '../../ui/kit/icons';
import { onRadioKeyDown, radioTabIndex } from '../../ui/radio-keys';
import { messageOf, TYPE_ICON, useSafetyMessage } from './PostCard';
import * as store from './store';
import { useCached, useCommunity } from './use-community';
import { useWorld } from '../learning';

/**
 * The scopes a child chooses from here, the classroom first (the default). Beyond the school a post is seen by
 * first name only, and every text has passed the safety filter. "My course" is one of the courses of the
 * child's classrooms, so it is offered to a school's children only, with the course to choose.
 */
const SCOPES = ['classroom', 'school', 'friends', 'course', 'region', 'world'] as const;
const TYPES = community.POST_TYPES;

/**
 * Writes a post: a question, an idea or a celebration, to the classroom unless the child chooses. The text
 * is checked on the device by the safety filter before it is queued; its kind message shows at the field.
 */
export function Composer() {
  const { t } = useTranslation('community');
  const { db } = useCommunity();
  const alerts = useAlerts();
  const safety = useSafetyMessage();
  const [type, setType] = useState<community.PostType>('question');
  const [scope, setScope] = useState<(typeof SCOPES)[number]>('classroom');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [project, setProject] = useState('');
  const id = useId();
  const session = useSession();
  const me = session?.userId ?? 0;
  // The courses of the child's classrooms (the server refuses any other).
  const courses = (useWorld() ?? []).filter((c) => c.data.assigned);
  const scopes = SCOPES.filter((s) => s !== 'course' || (session?.isSchoolStudent && courses.length > 0));
  const [course, setCourse] = useState('');
  const lang = currentLanguage();
  // A celebration celebrates one of the child's approved projects (the contract needs what is celebrated).
  const projects = useCached(
    type === 'celebration' ? `achievements:${me}` : null,
    async () => (await callApi(community.userAchievements, { params: { id: me }, query: { type: 'project' } })).data,
    [me],
  ).data;
  const chosenProject = project || projects?.[0]?.key || '';

  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed) return setError(t('composer.empty'));
    const kind = safety(trimmed);
    if (kind) return setError(kind);
    try {
      if (type === 'celebration' && !chosenProject) return setError(t('composer.noProject'));
      await store.writePost(db, {
        type,
        text: trimmed,
        scope,
        ...(scope === 'course' && { course_id: Number(course || courses[0]!.id) }),
        ...(type === 'celebration' && { submission_id: Number(chosenProject) }),
      });
      setText('');
      setError(undefined);
      alerts.show('success', t('composer.queued'));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <form
      className="community-composer card"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2 id={`${id}-title`}>{t('composer.title')}</h2>
      <div className="community-choice" role="radiogroup" aria-label={t('composer.type')}>
        {TYPES.map((option, index) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={type === option}
            tabIndex={radioTabIndex(index, TYPES.indexOf(type))}
            className={`community-chip${type === option ? ' is-chosen' : ''}`}
            onClick={() => setType(option)}
            onKeyDown={(e) => onRadioKeyDown(e, index, (i) => setType(TYPES[i]!))}
          >
            <Icon name={TYPE_ICON[option]} />
            {t(`types.${option}`)}
          </button>
        ))}
      </div>
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-text`}>{t(`composer.label.${type}`)}</label>
        <textarea
          dir="auto"
          id={`${id}-text`}
          value={text}
          rows={3}
          maxLength={community.COMMUNITY_TEXT_MAX}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert" data-testid="composer-error">
            {error}
          </p>
        )}
      </div>
      {type === 'celebration' && (
        <div className="field">
          <label htmlFor={`${id}-project`}>{t('composer.project')}</label>
          {projects && projects.length > 0 ? (
            <select id={`${id}-project`} value={chosenProject} onChange={(e) => setProject(e.target.value)}>
              {projects.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.title}
                </option>
              ))}
            </select>
          ) : (
            <p id={`${id}-project`} className="field-hint">
              {t('composer.noProject')}
            </p>
          )}
        </div>
      )}
      <div className="community-composer-foot">
        <div className="field community-scope">
          <label htmlFor={`${id}-scope`}>{t('composer.scope')}</label>
          <select
            id={`${id}-scope`}
            value={scope}
            onChange={(e) => setScope(e.target.value as (typeof SCOPES)[number])}
          >
            {scopes.map((s) => (
              <option key={s} value={s}>
                {t(`scopes.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {scope === 'course' && (
          <div className="field community-scope">
            <label htmlFor={`${id}-course`}>{t('composer.course')}</label>
            <select
              id={`${id}-course`}
              value={course || String(courses[0]?.id ?? '')}
              onChange={(e) => setCourse(e.target.value)}
            >
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.data.course.title[lang]}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="button button-primary">
          <Icon name="wave" />
          {t('composer.send')}
        </button>
      </div>
    </form>
  );
}
