/**
 * Everything that needs Blockly, in one module that BlocksEditor imports dynamically: Blockly (core only,
 * no stock blocks or generators), its own UI strings (en/ar), our blocks, theme and the keyboard
 * navigation plugin. This module and its imports form the lazy Blockly chunk, never the entry chunk.
 */
import * as Blockly from 'blockly/core';
import * as arMsg from 'blockly/msg/ar';
import * as enMsg from 'blockly/msg/en';
import { KeyboardNavigation } from '@blockly/keyboard-navigation';
import { applyMediaNames, applyMessages, codeyardTheme, defineBlocks, type BlockMessages } from './blocks';
import type { SerializedWorkspace } from './to-program';
import type { ToolboxDef } from './toolboxes';

export interface EditorOptions {
  container: HTMLElement;
  toolbox: ToolboxDef;
  rtl: boolean;
  lang: 'en' | 'ar';
  msg: BlockMessages;
  initial: SerializedWorkspace | null;
  onChange: (state: SerializedWorkspace) => void;
  /** Shown, not edited: Blockly's readOnly (no toolbox, no trashcan, blocks cannot be moved or changed). */
  readOnly?: boolean;
}

export interface EditorHandle {
  highlight(id: string | null): void;
  resize(): void;
  dispose(): void;
}

let pluginReady = false;

/** The toolbox leaves arrow keys to the keyboard-navigation plugin (as the plugin's own toolbox does). */
class NavigationDeferringToolbox extends Blockly.Toolbox {
  protected override onKeyDown_(): void {
    // Keyboard handling is the plugin's.
  }
}

export function createEditor(o: EditorOptions): EditorHandle {
  Blockly.setLocale((o.lang === 'ar' ? arMsg : enMsg) as unknown as Record<string, string>);
  applyMessages(o.msg);
  applyMediaNames(o.lang);
  defineBlocks();
  if (!pluginReady) {
    // Once per page load, before inject (the plugin's README). Its registerNavigationDeferringToolbox()
    // calls itself forever in 3.0.5 (stack overflow), so we register the same toolbox ourselves.
    KeyboardNavigation.registerKeyboardNavigationStyles();
    KeyboardNavigation.registerFlyoutCursor();
    Blockly.registry.register(
      Blockly.registry.Type.TOOLBOX,
      Blockly.registry.DEFAULT,
      NavigationDeferringToolbox,
      true,
    );
    pluginReady = true;
  }

  const ws = Blockly.inject(o.container, {
    toolbox: o.toolbox as unknown as Blockly.utils.toolbox.ToolboxDefinition,
    media: '/blockly-media/',
    rtl: o.rtl,
    renderer: 'zelos',
    theme: codeyardTheme(),
    trashcan: !o.readOnly,
    readOnly: o.readOnly ?? false,
    sounds: true,
    grid: { spacing: 40, length: 3, colour: '#d9e2ec', snap: true },
    move: { scrollbars: true, drag: true, wheel: true },
    // Big for small hands: zelos blocks at a large start scale, zoom buttons, no accidental pinch-zoom.
    zoom: { controls: true, wheel: false, startScale: 1.0, maxScale: 2, minScale: 0.6, scaleSpeed: 1.15 },
  });
  let keyboard: KeyboardNavigation | null = null;
  try {
    keyboard = new KeyboardNavigation(ws);
  } catch {
    keyboard = null; // keyboard navigation is an extra: the editor works without it
  }

  // "Boxes" (variables): a button to make one, then set / change / get for each box the child made.
  ws.registerButtonCallback('SY_NEW_VARIABLE', (button) =>
    Blockly.Variables.createVariableButtonHandler(button.getTargetWorkspace()),
  );
  ws.registerToolboxCategoryCallback('SY_VARIABLES', (w) => {
    const vars = w.getVariableMap().getVariablesOfType('');
    const items: Blockly.utils.toolbox.FlyoutItemInfoArray = [
      { kind: 'button', text: Blockly.Msg['SY_NEW_BOX'] ?? 'New', callbackkey: 'SY_NEW_VARIABLE' },
    ];
    const first = vars[0];
    if (first) {
      const field = { VAR: { id: first.getId() } };
      items.push(
        {
          kind: 'block',
          type: 'sy_set_var',
          fields: field,
          inputs: { VALUE: { shadow: { type: 'sy_number', fields: { NUM: 0 } } } },
        },
        {
          kind: 'block',
          type: 'sy_change_var',
          fields: field,
          inputs: { BY: { shadow: { type: 'sy_number', fields: { NUM: 1 } } } },
        },
      );
      for (const v of vars) items.push({ kind: 'block', type: 'sy_get_var', fields: { VAR: { id: v.getId() } } });
    }
    return items;
  });

  if (o.initial) {
    try {
      Blockly.serialization.workspaces.load(o.initial, ws);
    } catch {
      ws.clear(); // a saved program from an older block set: start fresh rather than break the screen
    }
  }

  ws.addChangeListener((e: Blockly.Events.Abstract) => {
    if (e.isUiEvent || ws.isDragging()) return;
    o.onChange(Blockly.serialization.workspaces.save(ws) as SerializedWorkspace);
  });

  return {
    highlight: (id) => {
      ws.highlightBlock(null);
      if (id && ws.getBlockById(id)) ws.highlightBlock(id);
    },
    resize: () => Blockly.svgResize(ws),
    dispose: () => {
      keyboard?.dispose();
      ws.dispose();
    },
  };
}
