import { DEVICE_ERROR_CODES, SERVER_ERROR_CODES } from '@codeyard/shared-schema';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The source of a workspace, tests left out (a code only a test names is not answered by anyone). */
function sourceOf(dir: string): string {
  const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('test-support'),
  );
  return files.map((f) => readFileSync(join(root, dir, f), 'utf8')).join('\n');
}

describe('the error code catalogue (shared-schema contract/error-codes.ts)', () => {
  // The other direction — nothing outside the catalogue is answered — is the compiler's: HttpError takes
  // a ServerErrorCode, the client's ApiError and outbox entries an ErrorCode.
  it('holds only codes the server answers, and device codes the client makes', () => {
    const server = sourceOf('sync-server/src');
    const client = sourceOf('client/src');
    const unused = SERVER_ERROR_CODES.filter((code) => !server.includes(`'${code}'`));
    expect(unused, 'codes no server code answers').toEqual([]);
    expect(DEVICE_ERROR_CODES.filter((code) => !client.includes(`'${code}'`))).toEqual([]);
  });

  it('names each code once, in snake_case', () => {
    const all = [...SERVER_ERROR_CODES, ...DEVICE_ERROR_CODES];
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });
});
