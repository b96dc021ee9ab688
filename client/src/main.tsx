import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './styles.css';
import { loadOtherLocales } from './i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { AlertProvider } from './ui/alerts';

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
addEventListener('load', () => setTimeout(() => void loadOtherLocales(), 0), { once: true });
