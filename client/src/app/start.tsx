/**
 * The app itself: React, the router and every screen's route, rendered into #root over the HTML's first
 * paint. Loaded by main.tsx once that first paint is on the screen.
 */
import { loadOtherLocales } from '../i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { AlertProvider } from '../ui/alerts';

// The modules above have just been evaluated (one task); making the router and rendering wait for the next
// task, so that a slow phone's main thread is free between the two.
await new Promise((resolve) => setTimeout(resolve, 0));
const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree (on a slow phone one task of a few hundred milliseconds: a tap that waits).
startTransition(() =>
  root.render(
    <StrictMode>
      <AlertProvider>
        <RouterProvider router={createAppRouter()} />
      </AlertProvider>
    </StrictMode>,
  ),
);

// The strings of the other screens, once the first one is up (a screen that needs them waits for them anyway).
// This module may run after the page's load event (see main.tsx), or before it.
const loadTheRest = () => setTimeout(() => void loadOtherLocales(), 0);
if (document.readyState === 'complete') loadTheRest();
else addEventListener('load', loadTheRest, { once: true });
