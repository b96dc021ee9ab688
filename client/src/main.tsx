import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './styles.css';

/**
 * The entry: the stylesheet, then the app once the HTML's first paint (index.html: the frame, what Codeyard
 * is, a skeleton) is on the screen. Before, the app's modules often arrived before the browser's first frame
 * and ran first (React, the router, the contract's schemas, the first render), leaving a slow phone's page
 * white until they ended. The app's code is fetched from here: on a first visit over a slow link that is
 * later than if the HTML preloaded it, the price of a first paint that never waits for script; from the
 * service worker's cache it costs nothing. How the app then starts in small tasks: app/start.tsx. A tab
 * opened in the background paints no frame: it starts after a moment.
 */
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./app/start');
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
