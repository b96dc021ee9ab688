/**
 * What a viewer needs to show a project's block code (`code` of a project): the workspace to open
 * read-only and the toolbox level it was made with. Reads the editor's format (smoothy/project-code.ts:
 * { format: 'smoothy-project/1', level, workspace, program, … }) and, from older or hand-made projects,
 * a bare Blockly workspace or a bare SmoothY program. Anything else (or no code): null. Never throws.
 */
import { decodeProjectCode, type Program } from '@codeyard/shared-schema/smoothy';
import { fromProgram } from './from-program';
import type { SerializedWorkspace } from './to-program';
import type { Level } from './toolboxes';

export interface ProjectBlocks {
  workspace: SerializedWorkspace;
  level: Level;
  costume: string | null;
  background: string | null;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isWorkspace = (x: unknown): x is SerializedWorkspace =>
  isObject(x) && isObject(x.blocks) && Array.isArray(x.blocks.blocks);
const isProgram = (x: unknown): x is Program => isObject(x) && Array.isArray(x.scripts);

export function projectBlocks(code: string | null | undefined): ProjectBlocks | null {
  if (!code) return null;
  const decoded = decodeProjectCode(code);
  if (decoded) {
    const workspace = isWorkspace(decoded.workspace)
      ? decoded.workspace
      : decoded.program
        ? fromProgram(decoded.program)
        : null;
    return workspace
      ? { workspace, level: decoded.level, costume: decoded.costume, background: decoded.background }
      : null;
  }
  let data: unknown;
  try {
    data = JSON.parse(code);
  } catch {
    return null;
  }
  if (isWorkspace(data)) return { workspace: data, level: 'expert', costume: null, background: null };
  if (isProgram(data)) return { workspace: fromProgram(data), level: 'expert', costume: null, background: null };
  return null;
}
