import Editor from '@monaco-editor/react';
import { CODEYARD_THEME } from './monaco-setup';
import type { CodeEditorProps } from './CodeEditor';

/** The Monaco editor itself (its own lazy chunk with Monaco): large type, no minimap, always left-to-right. */
export default function MonacoEditor({
  value,
  onChange,
  language,
  ariaLabel,
  readOnly = false,
  fontSize = 20,
  loading,
}: CodeEditorProps & { loading: React.ReactNode }) {
  return (
    <Editor
      value={value}
      language={language}
      theme={CODEYARD_THEME}
      loading={loading}
      onChange={(v) => onChange?.(v ?? '')}
      options={{
        ariaLabel,
        readOnly,
        fontSize,
        lineHeight: Math.round(fontSize * 1.5),
        fontFamily: "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace",
        minimap: { enabled: false },
        automaticLayout: true,
        scrollBeyondLastLine: false,
        tabSize: 4,
        insertSpaces: true,
        detectIndentation: false,
        wordBasedSuggestions: 'currentDocument',
        quickSuggestions: false,
        renderLineHighlight: 'all',
        lineNumbersMinChars: 3,
        // Not 'dimmed' (Monaco's default on Linux): that last line number is drawn at 40 % (1.75:1, AA asks 4.5:1).
        renderFinalNewline: 'on',
        padding: { top: 12, bottom: 12 },
        fixedOverflowWidgets: true,
        accessibilitySupport: 'auto',
        unicodeHighlight: { ambiguousCharacters: false },
      }}
    />
  );
}
