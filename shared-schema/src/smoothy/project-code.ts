/**
 * A SmoothY project's `code` (the block-code part of the project payload, spec 001 §7.3): one JSON
 * string holding what the editor needs to open the project again and what a reviewer needs to run it.
 *
 *   { "format": "smoothy-project/1", "level": "expert", "workspace": <Blockly's serialised workspace>,
 *     "program": <the SmoothY Program, program.ts>, "costume": "animals/cat" | null, "background": "backgrounds/sea" | null }
 *
 * `workspace` is what Blockly saves (the blocks as the child placed them: shown read-only to a teacher);
 * `program` is the tree the interpreter runs (made from the workspace when it was saved), so a stage can
 * run the project without Blockly. `costume` / `background` are media library ids (media-library.ts).
 * decodeProjectCode never throws: anything else answers null.
 */
import { TOOLBOX_LEVELS, type ToolboxLevel } from './toolboxes.js';
import type { Program } from './program.js';

export const PROJECT_CODE_FORMAT = 'smoothy-project/1';

export interface ProjectCode {
  format: typeof PROJECT_CODE_FORMAT;
  level: ToolboxLevel;
  workspace: unknown;
  program: Program | null;
  costume: string | null;
  background: string | null;
}

export function encodeProjectCode(code: Omit<ProjectCode, 'format'>): string {
  return JSON.stringify({ format: PROJECT_CODE_FORMAT, ...code });
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const mediaId = (x: unknown): string | null => (typeof x === 'string' && x.length > 0 && x.length <= 100 ? x : null);

export function decodeProjectCode(code: string | null | undefined): ProjectCode | null {
  if (!code) return null;
  let data: unknown;
  try {
    data = JSON.parse(code);
  } catch {
    return null;
  }
  if (!isObject(data) || data.format !== PROJECT_CODE_FORMAT) return null;
  const level = (TOOLBOX_LEVELS as readonly unknown[]).includes(data.level) ? (data.level as ToolboxLevel) : 'expert';
  const program =
    isObject(data.program) && Array.isArray(data.program.scripts) ? (data.program as unknown as Program) : null;
  return {
    format: PROJECT_CODE_FORMAT,
    level,
    workspace: isObject(data.workspace) ? data.workspace : null,
    program,
    costume: mediaId(data.costume),
    background: mediaId(data.background),
  };
}
