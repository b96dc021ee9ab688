import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteGroups } from './route-groups';
import { screenTitle, titleKeyOf, TITLE_OF_PATH } from './screen-titles';

/** Every screen path of the route table, as router.tsx collects them. */
function routedPaths(): { path: string; title: unknown }[] {
  const modules = import.meta.glob<{ routes: RouteGroups }>('../features/*/routes.ts', { eager: true });
  const found: { path: string; title: unknown }[] = [];
  const walk = (routes: RouteObject[]) => {
    for (const route of routes) {
      if (route.path !== undefined)
        found.push({ path: route.path, title: (route.handle as { title?: unknown })?.title });
      if (route.children) walk(route.children);
    }
  };
  for (const m of Object.values(modules)) for (const group of Object.values(m.routes)) walk(group ?? []);
  return found;
}

describe('screen titles', () => {
  it('gives every routed screen its own title in English and Arabic', () => {
    const paths = routedPaths();
    expect(paths.length).toBeGreaterThan(40);
    const missing = paths.filter(({ title }) => typeof title !== 'string').map(({ path }) => path);
    expect(missing).toEqual([]);
    for (const { title } of paths) {
      expect(screenTitle(title as string, 'en')).toMatch(/^.+ — Codeyard$/);
      expect(screenTitle(title as string, 'ar')).toMatch(/^.+ — كوديارد$/);
    }
  });

  it('names the child’s map as the issue asks, in both languages', () => {
    expect(screenTitle(TITLE_OF_PATH['/Myworld'], 'en')).toBe('My world — Codeyard');
    expect(screenTitle(TITLE_OF_PATH['/Myworld'], 'ar')).toBe('عالمي — كوديارد');
  });

  it('falls back to the application’s name for an unknown key', () => {
    expect(screenTitle(undefined, 'en')).toBe('Codeyard');
    expect(screenTitle('toString', 'ar')).toBe('كوديارد');
  });

  it('reads the deepest matched route that carries a title', () => {
    expect(titleKeyOf([{ handle: undefined }, { handle: { title: 'home' } }, { handle: { title: 'myWorld' } }])).toBe(
      'myWorld',
    );
    expect(titleKeyOf([{ handle: { title: 'home' } }, { handle: {} }])).toBe('home');
    expect(titleKeyOf([])).toBeUndefined();
  });
});
