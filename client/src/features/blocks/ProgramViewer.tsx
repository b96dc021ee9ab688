import { useTranslation } from 'react-i18next';
import type { LevelDefinition } from '@codeyard/shared-schema/smoothy';
import BlocksEditor from './BlocksEditor';
import { PLAYGROUND_WORLD } from './playground-world';
import { RunPanel } from './RunControls';
import type { SerializedWorkspace } from './to-program';
import type { Level } from './toolboxes';
import { useRunner } from './use-runner';
import './blocks.css';

export interface ProgramViewerProps {
  /** The blocks to show (Blockly's workspace JSON); they cannot be changed. */
  workspace: SerializedWorkspace;
  /** The toolbox level the program was made with (the blocks' look; no toolbox is shown). */
  toolbox: Level;
  /** The world it runs in: the playground's unless a level brings its own. */
  world?: LevelDefinition;
  /** Key presses replayed after the start scripts (a level's `keys`). */
  keys?: string[];
  /** Prefix of the controls' test ids. */
  testid: string;
}

/**
 * A program shown read-only in the block editor and run on the stage with Run / Step / Reset and the
 * speed slider, the running block highlighted: the teacher's review of a project and the shared-code page.
 */
export default function ProgramViewer({
  workspace,
  toolbox,
  world = PLAYGROUND_WORLD,
  keys,
  testid,
}: ProgramViewerProps) {
  const { t } = useTranslation('blocks');
  const runner = useRunner(world, { read: () => workspace, ...(keys ? { keys } : {}) });
  return (
    <div className="playground-layout program-viewer" data-testid={`${testid}-viewer`}>
      <BlocksEditor
        level={toolbox}
        initial={workspace}
        onChange={() => undefined}
        highlightId={runner.highlight}
        readOnly
        className="playground-editor"
      />
      <div className="playground-side">
        <RunPanel
          runner={runner}
          testid={testid}
          extraStatus={<span className="playground-stars">{t('playground.stars', { n: runner.world.collected })}</span>}
        />
      </div>
    </div>
  );
}
