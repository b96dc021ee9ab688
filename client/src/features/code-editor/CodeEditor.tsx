import { Component, lazy, Suspense, type ReactNode } from 'react';
import './code-editor.css';

export type CodeLanguage = 'python' | 'html' | 'css' | 'javascript';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  /** What a screen reader announces for the editor. */
  ariaLabel: string;
  readOnly?: boolean;
  /** Pixels; large by default for children. */
  fontSize?: number;
  className?: string;
  /** Shown while Monaco loads. */
  loadingLabel: string;
  /** Shown if Monaco fails to load. */
  failedLabel: string;
}

const MonacoEditor = lazy(() => import('./MonacoEditor'));

class EditorBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/**
 * The code editor shared by the Python and web screens. Monaco loads on first use (its own chunk, from
 * our bundle); code is always written left-to-right, also in the Arabic interface.
 */
export function CodeEditor(props: CodeEditorProps) {
  const loading = (
    <p className="code-editor-note" role="status">
      {props.loadingLabel}
    </p>
  );
  return (
    <div className={`code-editor ${props.className ?? ''}`} dir="ltr" data-testid="code-editor">
      <EditorBoundary
        failed={
          <p className="code-editor-note" role="alert">
            {props.failedLabel}
          </p>
        }
      >
        <Suspense fallback={loading}>
          <MonacoEditor {...props} loading={loading} />
        </Suspense>
      </EditorBoundary>
    </div>
  );
}
