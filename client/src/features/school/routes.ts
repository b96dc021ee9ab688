import type { RouteGroups } from '../../app/route-groups';

export const routes: RouteGroups = {};
