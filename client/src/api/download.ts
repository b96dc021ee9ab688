import { hasIssues, localiseIssues, TIMINGS, translate, type AnyCall } from '@codeyard/shared-schema';
import { currentLanguage } from '../i18n/language';
import { sessionStore } from '../session/session-store';
import { ApiError, checkInput, urlFor, type CallInput } from './client';
import { announceSessionRejected } from './session-events';

/** The file name of a Content-Disposition header (`attachment; filename="x.xlsx"`), else the fallback. */
export function fileNameOf(header: string | null, fallback = 'report.xlsx'): string {
  const star = header ? /filename\*=UTF-8''([^;]+)/i.exec(header) : null;
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      return star[1]!.trim();
    }
  }
  const plain = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads one of the contract's "(file)" calls (an .xlsx) with the session's token: the same input checks as
 * callApi first (a wrong date range is said beside its field, offline too), then the browser saves the bytes
 * under the server's file name, which is answered. A refusal becomes an ApiError with the server's message and
 * field errors, as from callApi.
 */
export async function downloadFile<D extends AnyCall>(
  descriptor: D,
  input: CallInput<D>,
  fallbackName = 'report.xlsx',
): Promise<string> {
  const lang = currentLanguage();
  const issues = checkInput(descriptor, input);
  if (hasIssues(issues)) {
    throw new ApiError(422, translate(lang, 'errors.invalidRequest'), localiseIssues(issues, lang));
  }
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
    const payload = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (response.status === 401 && token && sessionStore.get()?.token === token) announceSessionRejected(401);
    throw new ApiError(response.status, payload.message ?? translate(lang, 'errors.server'), payload.errors ?? {});
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
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
