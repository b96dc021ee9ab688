import { specCoverage, type SpecCall } from '@codeyard/shared-schema';
import { describe, expect, it } from 'vitest';
import { formatReport, servedCalls } from './api-coverage.js';

describe('npm run api:coverage', () => {
  it('reads the calls the real server registers', async () => {
    const served = await servedCalls();
    expect(served).toContain('GET /get-curriculum-overview');
    expect(served).toContain('POST /login-register-social/{loginType}');
    expect(served).toContain('GET /school/get-school-teacher-info/{schoolId}');
  });

  it('counts every call of the spec as served, as the server now serves them all', async () => {
    const report = specCoverage(await servedCalls());
    const servedKeys = report.sections.flatMap((s) =>
      s.calls.filter((c) => c.served).map((c) => `${c.method} ${c.path}`),
    );
    for (const key of [
      'GET /get-curriculum-overview',
      'GET /get-parent-children-info',
      'GET /teacher/get-classroom-list',
      'GET /school/get-school-teacher-info/{schoolId}',
      'GET /school/schools',
      'POST /contact',
      'POST /school-book-demo',
      'POST /landingInfo',
      'POST /landingDemo',
      'POST /newsletter',
      'POST /login-register-social/{loginType}',
      'POST /b12-login',
      'GET /sso/{ssoToken}',
    ])
      expect(servedKeys).toContain(key);
    expect(report.sections.flatMap((s) => s.calls.filter((c) => !c.served))).toEqual([]);
    expect(report.served).toBe(report.total);
  });

  it('prints each section, its marks, and the line "served N of M" last', () => {
    const calls: SpecCall[] = [
      { method: 'GET', path: '/a/{id}', section: '7.1' },
      { method: 'POST', path: '/register-child', section: '7.1', ours: true },
      { method: 'DELETE', path: '/b/{id}', section: '7.8' },
    ];
    const text = formatReport(specCoverage(['GET /a/{x}', 'GET /health-extra'], calls));
    const lines = text.split('\n');
    expect(lines).toContain('7.1 Unauthenticated: 1 of 2');
    expect(lines).toContain('  [x] GET /a/{id}');
    expect(lines).toContain('  [ ] POST /register-child  (our path: the spec does not show one)');
    expect(lines).toContain('7.8 Community: 0 of 1');
    expect(lines).toContain('  [ ] DELETE /b/{id}');
    expect(lines).toContain('  GET /health-extra');
    expect(lines.at(-1)).toBe('served 1 of 3');
  });
});
