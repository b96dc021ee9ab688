import { screen, type RouteGroups } from '../../app/route-groups';

/** SmoothY block screens (student group). Each is lazy; Blockly itself loads inside BlocksEditor. */
export const routes: RouteGroups = {
  student: [screen('/playground-ide', () => import('./PlaygroundIdePage'))],
};
