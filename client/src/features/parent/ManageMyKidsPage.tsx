import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { accounts, PAGE_SIZES, parent } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { signInWithAnswer } from '../../session/actions';
import { useAlerts } from '../../ui/alerts';
import { withLang } from '../../i18n/language';
import { formatNumber, formatRelative, useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
import { EmptyState, PageHeader, Pager, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { usePageParam } from '../../ui/kit/use-page-param';
import { AddChildForm, KidManage, LinkChildForm } from './kid-actions';
import './parent.css';

type Child = Static<typeof parent.ChildInfo>;

/**
 * /parent/manageMyKids : the parent's children, two a page (PAGE_SIZES.parentChildren), each with a way to
 * sign in as that child (POST /login-as-student); the student shell then offers the way back.
 */
export default function ManageMyKidsPage() {
  const { t } = useTranslation('parent');
  const lang = useLang();
  const [page, setPage] = usePageParam();
  const query = useApiQuery(parent.parentChildrenInfo, {
    query: { Child_number: PAGE_SIZES.parentChildren, page_number: page, lang },
  });
  const [open, setOpen] = useState<'add' | 'link' | null>(null);
  const done = () => {
    setOpen(null);
    query.reload();
  };

  return (
    <section className="page" aria-labelledby="kids-title">
      <PageHeader id="kids-title" icon="parent" title={t('kids.title')} lead={t('kids.lead')} />
      <div className="kid-toolbar">
        <button
          type="button"
          className="button button-primary"
          aria-expanded={open === 'add'}
          onClick={() => setOpen(open === 'add' ? null : 'add')}
        >
          <Icon name="child" size={20} />
          {t('actions.add')}
        </button>
        <button
          type="button"
          className="button"
          aria-expanded={open === 'link'}
          onClick={() => setOpen(open === 'link' ? null : 'link')}
        >
          <Icon name="parent" size={20} />
          {t('actions.link')}
        </button>
      </div>
      {open === 'add' && <AddChildForm onDone={done} onCancel={() => setOpen(null)} />}
      {open === 'link' && <LinkChildForm onDone={done} onCancel={() => setOpen(null)} />}
      <QueryView query={query}>
        {({ data }) =>
          data.children.length === 0 && page === 1 ? (
            <EmptyState icon="child" title={t('kids.emptyTitle')}>
              <p>{t('kids.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <ul className="kid-grid">
                {data.children.map((child) => (
                  <li key={child.student_profile_id}>
                    <KidCard child={child} lang={lang} onChanged={query.reload} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                perPage={data.pagination.per_page}
                total={data.pagination.total}
                onChange={setPage}
                label={t('kids.pagerLabel')}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function KidCard({ child, lang, onChanged }: { child: Child; lang: 'en' | 'ar'; onChanged: () => void }) {
  const { t } = useTranslation('parent');
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const fullName = `${child.first_name} ${child.last_name}`.trim() || child.username;
  const firstName = child.first_name || child.username;
  const titleId = `kid-${child.student_profile_id}`;

  async function signInAsChild() {
    setBusy(true);
    try {
      const answer = await callApi(accounts.loginAsStudent, { body: { student_profile_id: child.student_profile_id } });
      signInWithAnswer(answer);
      // A fresh page load opens the child's world: nothing of the parent's screens stays in memory, and
      // the parent-only guard around this page cannot race the move (it would send a student to /login).
      window.location.replace(withLang('/Myworld'));
    } catch (error) {
      alerts.show('danger', (error as Error).message);
      setBusy(false);
    }
  }

  return (
    <article className={`card kid-card${child.status === 'disabled' ? ' is-disabled' : ''}`} aria-labelledby={titleId}>
      <header className="kid-card-head">
        <span className={`avatar avatar-${child.student_profile_id % 6}`} aria-hidden="true">
          {firstName.charAt(0).toUpperCase()}
        </span>
        <div>
          <h2 id={titleId} className="kid-name">
            {fullName}
          </h2>
          <p className="kid-username">
            <span className="sr-only">{t('kids.username')}: </span>
            <bdi className="ltr">@{child.username}</bdi>
          </p>
        </div>
      </header>
      <ul className="chip-row">
        <li className={`status-chip ${child.status === 'active' ? 'status-ok' : 'status-off'}`}>
          {child.status === 'active' ? t('kids.active') : t('kids.disabled')}
        </li>
        <li className="status-chip status-info">
          {child.is_school_student ? t('kids.schoolStudent') : t('kids.homeLearner')}
        </li>
      </ul>
      <dl className="kid-facts">
        <div>
          <dt>
            <Icon name="star" size={22} />
            <span className="sr-only">{t('kids.pointsLabel')}</span>
          </dt>
          <dd>{t('kids.points', { count: child.points, n: formatNumber(child.points, lang) })}</dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={22} />
            <span className="sr-only">{t('kids.lastActivityLabel')}</span>
          </dt>
          <dd>
            {child.last_activity_at
              ? t('kids.lastActive', { when: formatRelative(child.last_activity_at, lang) })
              : t('kids.neverActive')}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button-primary button-block"
        onClick={() => void signInAsChild()}
        disabled={busy}
      >
        {busy ? t('kids.signingIn', { name: firstName }) : t('kids.signInAs', { name: firstName })}
        {!busy && <Icon name="chevron" className="flip-forward" />}
      </button>
      <KidManage child={child} name={firstName} onChanged={onChanged} />
    </article>
  );
}
