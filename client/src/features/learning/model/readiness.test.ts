import { describe, expect, it } from 'vitest';
import type { DownloadState } from '../offline/types';
import { offlineReadiness, type ReadinessInput } from './readiness';

const at = '2026-03-12T10:00:00Z';
const running: DownloadState = { state: 'running', at, doneAt: null, courses: 0, lessons: 0 };
const done: DownloadState = { state: 'done', at, doneAt: at, courses: 5, lessons: 60 };
const base: ReadinessInput = { total: 5, downloaded: 5, download: done, shell: 'controlled', online: true };
const kind = (input: Partial<ReadinessInput>) => offlineReadiness({ ...base, ...input }).kind;

describe('the "saved on this computer" promise', () => {
  it('is made only when the service worker controls the page and every course is downloaded', () => {
    expect(kind({})).toBe('done');
    expect(kind({ online: false })).toBe('done');
    // A refresh in the background does not take the promise back.
    expect(kind({ download: { ...done, state: 'running' } })).toBe('done');
  });

  it('is not made while the app shell is not in control yet, even with every lesson here', () => {
    expect(kind({ shell: 'installing' })).toBe('preparing');
    expect(kind({ shell: 'installing', online: false })).toBe('offline');
    expect(kind({ shell: 'unavailable' })).toBe('unavailable');
  });

  it('is not made while courses are still downloading, even under the service worker', () => {
    expect(kind({ downloaded: 3, download: running })).toBe('running');
    // The first download has not finished (points, badges): not yet.
    expect(kind({ download: running })).toBe('running');
    // A course the list gained since: not all here.
    expect(kind({ downloaded: 4 })).toBe('running');
  });

  it('says the truth when the network is lost before the promise could be kept', () => {
    expect(kind({ downloaded: 2, download: running, online: false })).toBe('offline');
    // A page loaded with the network off may still read onLine true: the failed download tells.
    expect(kind({ downloaded: 2, download: { ...running, state: 'failed', offline: true } })).toBe('offline');
    expect(kind({ downloaded: 2, download: { ...running, state: 'failed', offline: false } })).toBe('failed');
  });

  it('says nothing while no course is on the device (the page explains), never the promise', () => {
    expect(kind({ total: 0, downloaded: 0 })).toBeNull();
    expect(kind({ total: 0, downloaded: 0, download: null })).toBeNull();
    expect(kind({ total: 0, downloaded: 0, download: null, online: false })).toBeNull();
  });

  it('tells the tests when the lessons are here, whatever the service worker does', () => {
    expect(offlineReadiness({ ...base, shell: 'installing' }).lessonsHere).toBe(true);
    expect(offlineReadiness({ ...base, downloaded: 4 }).lessonsHere).toBe(false);
    expect(offlineReadiness({ ...base, download: running }).lessonsHere).toBe(false);
  });
});
