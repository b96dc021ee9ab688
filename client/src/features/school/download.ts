import { hasIssues, localiseIssues, translate, type AnyCall } from '@codeyard/shared-schema';
import { ApiError, checkInput, urlFor, type CallInput } from '../../api/client';
import { announceSessionRejected } from '../../api/session-events';
import { currentLanguage } from '../../i18n/language';
import { sessionStore } from '../../session/session-store';

/** The file name the server gave (Content-Disposition), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Downloads one of the contract's "(file)" calls (an .xlsx) with the session's token: the same checks as
 * callApi first (a wrong date range is said beside its field, offline too), then the browser saves the bytes
 * under the server's file name. A refusal becomes an ApiError with the server's message and field errors.
 */
export async function downloadFile<D extends AnyCall>(descriptor: D, input: CallInput<D>, fallbackName: string) {
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
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
