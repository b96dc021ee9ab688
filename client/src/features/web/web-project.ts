import type { UserDb } from '../../storage/user-db';
import { submitCodeProject } from '../code-editor';
import type { IdeParams } from '../code-editor';
import type { CodeParts, LocalProject } from '../projects';
import type { WebParts } from './preview-doc';

/**
 * A web page sent as a project: the editors' shared helper (code-editor/code-project.ts) with html_code,
 * css_code and js_code.
 */
export const webCodeParts = (parts: WebParts): CodeParts => ({
  html_code: parts.html,
  css_code: parts.css,
  js_code: parts.js,
});

export function submitWebProject(
  db: UserDb,
  input: { params: IdeParams; draftKey: string; name: string; parts: WebParts; studentProfileId: number },
  now = new Date(),
): Promise<LocalProject> {
  return submitCodeProject(
    db,
    {
      editor: 'web',
      params: input.params,
      draftKey: input.draftKey,
      name: input.name,
      defaultName: 'Web page',
      codeParts: webCodeParts(input.parts),
      studentProfileId: input.studentProfileId,
    },
    now,
  );
}
