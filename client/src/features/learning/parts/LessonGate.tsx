import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../ui/kit/format';
import { EmptyState, Loading } from '../../../ui/kit/states';
import { LangLink } from '../../../ui/LangLink';
import type { CourseView, StoneView } from '../model/world';
import { fetchLesson } from '../offline/actions';
import { useLesson, useUserDb, useWorld, type LessonBundle } from '../offline/hooks';
import { TrialPanel } from './bits';

export interface OpenLesson {
  course: CourseView | undefined;
  view: StoneView | undefined;
  bundle: LessonBundle & { lesson: NonNullable<LessonBundle['lesson']> };
}

/**
 * Opens a lesson for the intro and the player: from Dexie; locked and "soon" stones say why (a trial lock
 * with the way to subscribe); a lesson not on the device is fetched once when online
 * (GET /lessonprevideo, into Dexie) and read from Dexie like the rest.
 */
export function LessonGate({
  courseId,
  lessonId,
  isLock,
  children,
}: {
  courseId: number;
  lessonId: number;
  isLock?: boolean;
  children: (open: OpenLesson) => ReactNode;
}) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const db = useUserDb();
  const world = useWorld();
  const bundle = useLesson(lessonId);
  const [fetched, setFetched] = useState<'idle' | 'busy' | 'ok' | 'trial_locked' | 'missing' | 'offline'>('idle');
  const course = world?.find((c) => c.id === courseId);
  const view = course?.stones.find((s) => s.stone.id === lessonId);
  const locked = view ? view.status.state === 'locked' : false;
  const soon = view?.status.button === 'soon';
  const needsFetch = bundle !== undefined && world !== undefined && !bundle.lesson && !locked && !soon;

  useEffect(() => {
    if (!needsFetch || !db || fetched !== 'idle') return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setFetched('offline');
      return;
    }
    setFetched('busy');
    fetchLesson(db, courseId, lessonId).then(setFetched, () => setFetched('missing'));
  }, [needsFetch, db, fetched, courseId, lessonId]);

  if (world === undefined || bundle === undefined) return <Loading label={t('intro.loading')} />;
  const back = (
    <LangLink className="button button-primary button-large" to={`/Myworld?course=${courseId}`}>
      {t('intro.backToMap')}
    </LangLink>
  );

  if ((view && locked && !soon) || fetched === 'trial_locked' || (!view && isLock && !bundle.lesson)) {
    const trial = fetched === 'trial_locked' || view?.status.lockReason === 'trial';
    return (
      <section
        className="page page-narrow lesson-gate"
        data-testid="lesson-locked"
        data-reason={trial ? 'trial' : (view?.status.lockReason ?? 'locked')}
      >
        <EmptyState icon="lock" title={t('intro.lockedTitle')}>
          <p>
            {trial ? t('trial.locked') : view?.status.lockReason ? t(`stone.reasons.${view.status.lockReason}`) : ''}
          </p>
          {!trial && back}
        </EmptyState>
        {trial && <TrialPanel freeLessons={course?.data.free_lessons ?? 5} />}
        {trial && <p className="center">{back}</p>}
      </section>
    );
  }
  if (soon) {
    return (
      <section className="page page-narrow lesson-gate" data-testid="lesson-soon">
        <EmptyState icon="clock" title={t('intro.soonTitle')}>
          <p>{t('stone.soonMessage', { title: view?.stone.title[lang] ?? '' })}</p>
          {back}
        </EmptyState>
      </section>
    );
  }
  if (!bundle.lesson) {
    if (fetched === 'idle' || fetched === 'busy' || fetched === 'ok') return <Loading label={t('intro.loading')} />;
    return (
      <section className="page page-narrow lesson-gate" data-testid="lesson-missing">
        <EmptyState icon="cloudOff" title={t('intro.missingTitle')}>
          <p>{t('intro.missingBody')}</p>
          {back}
        </EmptyState>
      </section>
    );
  }
  return <>{children({ course, view, bundle: bundle as OpenLesson['bundle'] })}</>;
}
