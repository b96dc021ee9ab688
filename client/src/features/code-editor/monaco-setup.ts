/**
 * Monaco from our own bundle (never a CDN): the editor core, the editing features children use, and the
 * colouring of the four languages we teach (python, html, css, javascript). No language services: they
 * need Monaco's big language workers (the TypeScript one alone is 6.9 MB) and children do not need them.
 * Only Monaco's small editor worker runs, imported as a Vite worker.
 * Imported only by MonacoEditor.tsx, itself loaded lazily by CodeEditor: never in the entry chunk.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
import 'monaco-editor/editor/contrib/find/browser/findController';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/fontZoom/browser/fontZoom';
import 'monaco-editor/editor/contrib/indentation/browser/indentation';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor';
import 'monaco-editor/editor/contrib/placeholderText/browser/placeholderText.contribution';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode';
import 'monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/html/register';
import 'monaco-editor/languages/definitions/css/register';
import 'monaco-editor/languages/definitions/javascript/register';

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

/**
 * Monaco's light theme with every colour children read at WCAG AA (4.5:1 on the editor's #fffffe; ratios
 * beside each): the stock "vs" paints HTML attribute names #ff0000 (4.00:1), HTML doctype/meta tags and
 * annotations #808080 (3.95:1) and SQL operators #778899 (3.64:1). Everything else of "vs" already passes.
 */
export const CODEYARD_THEME = 'codeyard';
monaco.editor.defineTheme(CODEYARD_THEME, {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'attribute.name', foreground: 'c00000' }, // 6.47:1
    { token: 'metatag.content.html', foreground: 'c00000' }, // 6.47:1
    { token: 'string.sql', foreground: 'c00000' }, // 6.47:1
    { token: 'annotation', foreground: '6b6b6b' }, // 5.33:1
    { token: 'metatag.html', foreground: '6b6b6b' }, // 5.33:1
    { token: 'metatag.xml', foreground: '6b6b6b' }, // 5.33:1
    { token: 'operator.sql', foreground: '5f6f7f' }, // 5.16:1
  ],
  colors: {
    'editorLineNumber.foreground': '#237893', // 5.02:1 (Monaco's own, kept)
    'editorLineNumber.activeForeground': '#0b216f', // 14.36:1
  },
});

loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]['monaco'] });

export { monaco };
