import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './styles.css';

/**
 * The entry: the stylesheet, then the app once the HTML's first paint (index.html: the frame, what Codeyard
 * is, a skeleton) is on the screen. The app's modules are downloaded and compiled meanwhile (the HTML
 * preloads them, see vite.config.ts), but running them (React, the router, the contract's schemas, the first
 * render) would otherwise take the main thread before the browser's first frame on a slow phone, leaving
 * the page white until it ends. A tab opened in the background paints no frame: it starts after a moment.
 */
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./app/start');
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
