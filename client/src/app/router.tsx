import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  AdminLayout,
  GameLayout,
  GuestLayout,
  ParentLayout,
  SchoolLayout,
  StudentLayout,
  TeacherLayout,
} from '../layouts/layouts';
import { GuestOnly, RequireStudent, RequireUserType } from './guards';
import PageNotFound from './PageNotFound';
import { RootFrame } from './RootFrame';
import type { RouteGroups } from './route-groups';

/** Every feature's routes, collected from features/<area>/routes.ts. */
const featureRoutes = Object.values(
  import.meta.glob<{ routes: RouteGroups }>('../features/*/routes.ts', { eager: true }),
).map((m) => m.routes);
const group = (key: keyof RouteGroups): RouteObject[] => featureRoutes.flatMap((r) => r[key] ?? []);

export const routeTable: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      {
        element: <StudentLayout />,
        children: [
          ...group('open'),
          {
            element: (
              <GuestOnly>
                <OutletOf />
              </GuestOnly>
            ),
            children: group('guestOnly'),
          },
          {
            element: (
              <RequireStudent>
                <OutletOf />
              </RequireStudent>
            ),
            children: group('student'),
          },
        ],
      },
      {
        element: (
          <RequireStudent>
            <GameLayout />
          </RequireStudent>
        ),
        children: group('game'),
      },
      {
        element: (
          <RequireUserType type="parent">
            <ParentLayout />
          </RequireUserType>
        ),
        children: group('parent'),
      },
      {
        element: (
          <RequireUserType type="teacher">
            <TeacherLayout />
          </RequireUserType>
        ),
        children: group('teacher'),
      },
      {
        element: (
          <RequireUserType type="schooladmin">
            <SchoolLayout />
          </RequireUserType>
        ),
        children: group('school'),
      },
      {
        element: (
          <RequireUserType type="schooladmin" multipleSchools>
            <AdminLayout />
          </RequireUserType>
        ),
        children: group('admin'),
      },
      { element: <GuestLayout />, children: group('guest') },
      {
        element: <StudentLayout />,
        children: [{ path: '*', handle: { title: 'notFound' }, element: <PageNotFound /> }],
      },
    ],
  },
];

import { Outlet } from 'react-router';
function OutletOf() {
  return <Outlet />;
}

export function createAppRouter() {
  return createBrowserRouter(routeTable);
}
