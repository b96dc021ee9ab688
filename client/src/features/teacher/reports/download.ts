import { TIMINGS, translate, type AnyCall } from '@codeyard/shared-schema';
import { ApiError, urlFor, type CallInput } from '../../../api/client';
import { currentLanguage } from '../../../i18n/language';
import { sessionStore } from '../../../session/session-store';

/**
 * Downloads one of the report "(file)" calls (spec 001 §7.6): the server answers the .xlsx's bytes with
 * its name in Content-Disposition; the browser saves it under that name. A refusal answers JSON with a
 * message, thrown as an ApiError like every other call.
 */
export async function downloadReport<D extends AnyCall>(descriptor: D, input: CallInput<D>): Promise<string> {
  const lang = currentLanguage();
  const token = sessionStore.get()?.token;
  let response: Response;
  try {
    response = await fetch(urlFor(descriptor, input), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(TIMINGS.requestTimeoutMs),
    });
  } catch {
    throw new ApiError(0, translate(lang, 'errors.offline'));
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, payload.message ?? translate(lang, 'errors.server'));
  }
  const name = fileNameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the browser's download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.xlsx"`), else report.xlsx. */
export function fileNameOf(header: string | null): string {
  const star = header ? /filename\*=UTF-8''([^;]+)/i.exec(header) : null;
  if (star) return decodeURIComponent(star[1]!.trim());
  const plain = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return plain?.[1]?.trim() || 'report.xlsx';
}
