import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeUserDbs, openUserDb } from '../../storage/user-db';
import { certificatePdf, keepCertificates, savedCertificates, type CertificateJson } from './saved';

let nextUser = 9700;
afterEach(() => {
  closeUserDbs();
  vi.unstubAllGlobals();
});

const certificate = (id: number, extra: Partial<CertificateJson> = {}): CertificateJson => ({
  id,
  type: 'student',
  code: 'ABCDE-23456',
  course_id: 9,
  course_number: 9,
  course_title: 'My First Computer',
  award: null,
  first_name: 'Sami',
  last_name: 'Haddad',
  student_profile_id: 5,
  teacher_profile_id: null,
  issued_at: `2026-11-2${id}T08:00:00.000Z`,
  ...extra,
});
const pdf = (text: string) => new Blob([`%PDF-${text}`], { type: 'application/pdf' });
const textOf = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());

describe('certificates kept on the device', () => {
  it('fetches a PDF once, then answers it from the device (offline too); a renamed certificate drops it', async () => {
    const db = openUserDb(nextUser++);
    await keepCertificates(db, [certificate(2), certificate(1)]);
    expect((await savedCertificates(db)).map((row) => row.data.id)).toEqual([1, 2]);

    const fetched = vi.fn(async () => new Response(pdf('en'), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    expect(await textOf(await certificatePdf(db, certificate(1), 'en'))).toBe('%PDF-en');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toContain('/certificates/1?lang=en');

    // The network is gone: the kept PDF still answers; the other language cannot.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await textOf(await certificatePdf(db, certificate(1), 'en'))).toBe('%PDF-en');
    await expect(certificatePdf(db, certificate(1), 'ar')).rejects.toMatchObject({ status: 0 });

    // The same certificate again keeps its PDF; another name drops it (the PDF shows the name).
    await keepCertificates(db, [certificate(1)]);
    expect((await savedCertificates(db)).find((r) => r.data.id === 1)?.pdf_en).toBeDefined();
    await keepCertificates(db, [certificate(1, { first_name: 'Samir' })]);
    expect((await savedCertificates(db)).find((r) => r.data.id === 1)?.pdf_en).toBeUndefined();
  });

  it("asks for a teacher's certificate with type=teacher and says a refusal", async () => {
    const db = openUserDb(nextUser++);
    const fetched = vi.fn(async () => new Response(JSON.stringify({ message: 'No.' }), { status: 403 }));
    vi.stubGlobal('fetch', fetched);
    await expect(certificatePdf(db, certificate(3, { type: 'teacher' }), 'ar')).rejects.toMatchObject({
      status: 403,
      message: 'No.',
    });
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toContain('type=teacher');
  });
});
