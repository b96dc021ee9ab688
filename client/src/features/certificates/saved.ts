import { certificates as contract, type Language, type ResponseOf } from '@codeyard/shared-schema';
import { ApiError, urlFor } from '../../api/client';
import { sessionStore } from '../../session/session-store';
import type { UserDb } from '../../storage';

/**
 * The child's certificates on this device, in the user's Dexie database (table `awards`, kind
 * 'certificate'): the certificate as the server answered it and its PDF in each language fetched, so that
 * the list shows and every PDF downloads offline once it has been made. Row id: `certificate:<id>`.
 */
export type CertificateJson = ResponseOf<typeof contract.certificatesList>['data']['certificates'][number];

export interface SavedCertificate {
  id: string;
  kind: 'certificate';
  data: CertificateJson;
  pdf_en?: Blob;
  pdf_ar?: Blob;
  updatedAt: string;
}

const rowId = (id: number) => `certificate:${id}`;

/** Keeps the server's certificates, with any PDF already saved (a renamed certificate drops its old PDFs). */
export async function keepCertificates(db: UserDb, list: readonly CertificateJson[]): Promise<void> {
  await db.transaction('rw', db.awards, async () => {
    for (const certificate of list) {
      const old = (await db.awards.get(rowId(certificate.id))) as SavedCertificate | undefined;
      const same =
        old &&
        old.data.first_name === certificate.first_name &&
        old.data.last_name === certificate.last_name &&
        old.data.code === certificate.code;
      await db.awards.put({
        ...(same ? old : {}),
        id: rowId(certificate.id),
        kind: 'certificate',
        data: certificate,
        updatedAt: new Date().toISOString(),
      } satisfies SavedCertificate);
    }
  });
}

export async function savedCertificates(db: UserDb): Promise<SavedCertificate[]> {
  const rows = (await db.awards.where('kind').equals('certificate').toArray()) as unknown as SavedCertificate[];
  return rows.sort((a, b) => a.data.issued_at.localeCompare(b.data.issued_at) || a.data.id - b.data.id);
}

/** The PDF from the server, with the session's token. */
export async function fetchCertificatePdf(
  certificate: Pick<CertificateJson, 'id' | 'type'>,
  lang: Language,
): Promise<Blob> {
  const token = sessionStore.get()?.token;
  let response: Response;
  try {
    response = await fetch(
      urlFor(contract.certificateFile, {
        params: { id: certificate.id },
        query: { lang, ...(certificate.type === 'teacher' && { type: 'teacher' as const }) },
      }),
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
  } catch {
    throw new ApiError(0, '');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, payload.message ?? '');
  }
  return response.blob();
}

/** The saved PDF in `lang`, fetched (and saved) first when the device has none. */
export async function certificatePdf(db: UserDb | null, certificate: CertificateJson, lang: Language): Promise<Blob> {
  const row = db ? ((await db.awards.get(rowId(certificate.id))) as SavedCertificate | undefined) : undefined;
  const kept = row?.[`pdf_${lang}`];
  if (kept) return kept;
  const blob = await fetchCertificatePdf(certificate, lang);
  if (db && row) await db.awards.update(rowId(certificate.id), { [`pdf_${lang}`]: blob });
  return blob;
}

export const certificateFileName = (certificate: Pick<CertificateJson, 'code'>, lang: Language) =>
  `codeyard-certificate-${certificate.code}-${lang}.pdf`;

/** Hands the bytes to the browser's download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const fullName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();
