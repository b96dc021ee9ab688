import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCommunityInMenu } from '../features/community';
import { useSession } from '../session/use-session';
import { Shell, type NavItem } from './Shell';

/**
 * One layout per role (spec 000 §2): student (also the open pages), parent, teacher, school, admin,
 * game and guest. Each decides its navigation; the guards decide who may enter.
 */
export function StudentLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const communityOpen = useCommunityInMenu(session?.userType === 'student' ? session.userId : null);
  const nav: NavItem[] =
    session?.userType === 'student'
      ? [
          { to: '/Myworld', label: t('nav.myWorld') },
          { to: '/studentprofile', label: t('nav.profile') },
          { to: '/my-projects', label: t('nav.myProjects') },
          { to: '/leaderboard', label: t('nav.leaderboard') },
          ...(session.isSchoolStudent ? [{ to: '/notifications', label: t('nav.notifications') }] : []),
          ...(communityOpen ? [{ to: '/community', label: t('nav.community') }] : []),
        ]
      : [
          { to: '/', label: t('nav.home') },
          { to: '/courses', label: t('nav.courses') },
          { to: '/Pricing', label: t('nav.pricing') },
        ];
  return (
    <Shell nav={nav} variant="student">
      <Outlet />
    </Shell>
  );
}

export function ParentLayout() {
  const { t } = useTranslation();
  return (
    <Shell
      variant="parent"
      accountTo="/parent/account-info"
      nav={[
        { to: '/parent/manageMyKids', label: t('nav.myKids') },
        { to: '/parent/memberShip', label: t('nav.membership') },
        { to: '/parent/myorders', label: t('nav.myOrders') },
      ]}
    >
      <Outlet />
    </Shell>
  );
}

export function TeacherLayout() {
  const { t } = useTranslation();
  return (
    <Shell
      variant="teacher"
      accountTo="/teacher/account-info"
      nav={[
        { to: '/teacher/classrooms', label: t('nav.classrooms') },
        { to: '/teacher/code-assessment', label: t('nav.codeAssessment') },
        { to: '/teacher/progress-assessment', label: t('nav.progressAssessment') },
        { to: '/teacher/certificates', label: t('nav.certificates') },
        { to: '/teacher/community', label: t('nav.community') },
        { to: '/teacher/teacher-ide', label: t('nav.teacherIde') },
      ]}
    >
      <Outlet />
    </Shell>
  );
}

export function SchoolLayout() {
  const { t } = useTranslation();
  return (
    <Shell
      variant="school"
      accountTo="/school/account-info"
      nav={[
        { to: '/school', label: t('nav.teachers') },
        { to: '/students', label: t('nav.students') },
        { to: '/reports', label: t('nav.reports') },
      ]}
    >
      <Outlet />
    </Shell>
  );
}

export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <Shell
      variant="admin"
      nav={[
        { to: '/admin', label: t('nav.schools') },
        { to: '/admin/report', label: t('nav.allSchoolsReport') },
      ]}
    >
      <Outlet />
    </Shell>
  );
}

/** Games fill the screen: a slim bar with the way back, nothing else to tap by mistake. */
export function GameLayout() {
  return (
    <Shell variant="game" nav={[]}>
      <Outlet />
    </Shell>
  );
}

export function GuestLayout() {
  const { t } = useTranslation();
  return (
    <Shell variant="guest" nav={[{ to: '/', label: t('nav.home') }]}>
      <Outlet />
    </Shell>
  );
}
