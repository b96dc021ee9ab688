import { roster, translate, type ResponseOf } from '@codeyard/shared-schema';
import { ApiError, urlFor } from '../../../api/client';
import { currentLanguage } from '../../../i18n/language';
import { sessionStore } from '../../../session/session-store';

export type ImportAnswer = ResponseOf<typeof roster.importExcelByTeacher>;

/** The file kinds the import takes (spec 000 §5: XLS or CSV; the server reads .xlsx, .csv and a .xls saved as either). */
export const IMPORT_ACCEPT =
  '.xlsx,.xls,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /import-excel-by-teacher/{id} with the class list as multipart/form-data (field "file"): callApi
 * sends JSON only. A file over 5 MB is refused here at once with the server's own words; every other
 * refusal is the server's (422 with errors.file, every problem, the first one first; 413).
 */
export async function importClassList(classroomId: number, file: File, preview: boolean): Promise<ImportAnswer> {
  const lang = currentLanguage();
  if (file.size > roster.IMPORT_FILE.maxBytes) {
    const message = translate(lang, 'validation.importTooLarge');
    throw new ApiError(413, message, { [roster.IMPORT_FILE.field]: [message] });
  }
  const form = new FormData();
  form.append(roster.IMPORT_FILE.field, file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = sessionStore.get()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlFor(roster.importExcelByTeacher, { params: { id: classroomId }, query: { preview } }), {
      method: 'POST',
      headers,
      body: form,
    });
  } catch {
    throw new ApiError(0, translate(lang, 'errors.offline'));
  }
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok) {
    throw new ApiError(response.status, payload.message ?? translate(lang, 'errors.server'), payload.errors ?? {});
  }
  return payload as ImportAnswer;
}
