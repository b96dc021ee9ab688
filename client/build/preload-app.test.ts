import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadTheApp } from './preload-app';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; css?: string[] };
const chunk = ({ css = [], ...rest }: Chunk) => ({ ...rest, viteMetadata: { importedCss: new Set(css) } });

/** A bundle as Rollup hands it to the HTML transform: an entry that imports the app only later. */
const bundle = Object.fromEntries(
  [
    chunk({ type: 'chunk', fileName: 'assets/index.js', facadeModuleId: '/x/src/main.tsx', imports: [] }),
    chunk({
      type: 'chunk',
      fileName: 'assets/start.js',
      facadeModuleId: '/x/src/app/start.tsx',
      imports: ['assets/react.js', 'assets/shell.js'],
      css: ['assets/shell.css'],
    }),
    chunk({ type: 'chunk', fileName: 'assets/react.js', facadeModuleId: null, imports: [] }),
    chunk({ type: 'chunk', fileName: 'assets/shell.js', facadeModuleId: null, imports: ['assets/react.js'] }),
    chunk({ type: 'chunk', fileName: 'assets/LessonPage.js', facadeModuleId: '/x/src/lesson.tsx', imports: [] }),
  ].map((c) => [c.fileName, c]),
);

function transform(html: string): HtmlTagDescriptor[] {
  const plugin = preloadTheApp();
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { bundle, chunk: bundle['assets/index.js'] } as unknown as IndexHtmlTransformContext;
  const result = hook.handler.call(undefined as never, html, context) as { tags: HtmlTagDescriptor[] };
  return result.tags;
}

describe('preloadTheApp', () => {
  it('preloads the app and every chunk it imports at a low priority, once each, and links its stylesheets', () => {
    const tags = transform('<html><head></head></html>');
    expect(tags.filter((t) => t.attrs?.rel === 'modulepreload').map((t) => t.attrs?.href)).toEqual([
      '/assets/start.js',
      '/assets/react.js',
      '/assets/shell.js',
    ]);
    expect(tags.every((t) => t.attrs?.rel !== 'modulepreload' || t.attrs.fetchpriority === 'low')).toBe(true);
    expect(tags.filter((t) => t.attrs?.rel === 'stylesheet').map((t) => t.attrs?.href)).toEqual(['/assets/shell.css']);
  });

  it('leaves out a stylesheet the page links already, and any screen the app loads later', () => {
    const tags = transform('<link rel="stylesheet" href="/assets/shell.css">');
    expect(tags.map((t) => t.attrs?.href)).not.toContain('/assets/shell.css');
    expect(tags.map((t) => t.attrs?.href)).not.toContain('/assets/LessonPage.js');
  });
});
