import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { loadOtherLocales } from './index';

beforeAll(() => loadOtherLocales());

describe('outbox labels queued before a namespace moved', () => {
  it("still read the teacher's decisions and saves from their new homes, in both languages", () => {
    const project = 'Maze';
    for (const [old, now] of [
      ['teacher-code:outbox.approve', 'projects:outbox.approve'],
      ['teacher-code:outbox.disapprove', 'projects:outbox.disapprove'],
      ['teacher-code:outbox.saveProject', 'blocks:outbox.saveProject'],
    ]) {
      for (const lng of ['en', 'ar']) {
        const text = i18next.t(now, { project, lng });
        expect(text).toContain(project);
        expect(text).not.toBe(now);
        expect(i18next.t(old, { project, lng })).toBe(text);
      }
    }
  });
});
