import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The entry (src/main.tsx) imports the app (src/app/start.tsx) only after the HTML's first paint. So that
 * its code still downloads as soon as the HTML arrives, as it did when the entry imported it, the HTML
 * preloads the app's chunk and every chunk it imports (modulepreload: fetched and compiled, not run) and
 * links its stylesheets in the same order the app would add them. The preloads ask for a low priority: on a
 * slow link the first paint's stylesheet and fonts come first, the app's code right after them.
 */
export function preloadTheApp(appModule = '/src/app/start.tsx'): Plugin {
  let base = '/';
  return {
    name: 'codeyard-preload-the-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle) return html;
        const app = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(appModule),
        );
        if (!app || app.type !== 'chunk') throw new Error(`no chunk for ${appModule}: the entry must import it`);
        const linked = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (fileName: string) => {
          const file = bundle[fileName];
          if (!file || file.type !== 'chunk' || scripts.includes(fileName)) return;
          scripts.push(fileName);
          file.imports.forEach(visit);
          for (const css of file.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
        };
        visit(app.fileName);
        const tags: HtmlTagDescriptor[] = [
          ...scripts
            .filter((fileName) => !linked.has(fileName))
            .map((fileName) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: base + fileName },
              injectTo: 'head' as const,
            })),
          ...styles
            .filter((css) => !html.includes(css))
            .map((css) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: base + css },
              injectTo: 'head' as const,
            })),
        ];
        return { html, tags };
      },
    },
  };
}
