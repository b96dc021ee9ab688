/**
 * npm run api:coverage — which calls of spec 001 §7 the server serves.
 *
 * Builds the real server (as the tests do: a temporary database, no demo data), reads the contract
 * calls it registered (app.servedCalls) and prints, section by section, every call of the spec's list
 * with a mark, then the calls we serve that the spec does not name, then "served N of M".
 */
import { specCoverage, type CoverageReport } from '@codeyard/shared-schema';
import { pathToFileURL } from 'node:url';
import { startTestApp } from '../sync-server/src/test-support/test-app.js';

export async function servedCalls(): Promise<string[]> {
  const test = await startTestApp({ seedDemoData: false, logLevel: 'warn' });
  try {
    return [...test.app.servedCalls].sort();
  } finally {
    await test.close();
  }
}

export function formatReport(report: CoverageReport): string {
  const lines: string[] = [];
  for (const section of report.sections) {
    const served = section.calls.filter((c) => c.served).length;
    lines.push(`${section.section} ${section.title}: ${served} of ${section.calls.length}`);
    for (const call of section.calls) {
      lines.push(
        `  ${call.served ? '[x]' : '[ ]'} ${call.method} ${call.path}${call.ours ? '  (our path: the spec does not show one)' : ''}`,
      );
    }
  }
  if (report.extra.length) {
    lines.push("Also served (not in the spec's list):");
    for (const key of report.extra) lines.push(`  ${key}`);
  }
  lines.push(`served ${report.served} of ${report.total}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = specCoverage(await servedCalls());
  console.log(formatReport(report));
}
