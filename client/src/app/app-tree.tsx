/**
 * The app's tree: the router with every screen's route, the alerts, and through them the contract, the API
 * client and the strings. start.tsx imports this module once React is evaluated, so that a slow phone
 * evaluates the two halves of the app's code in two tasks instead of one.
 */
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { AlertProvider } from '../ui/alerts';

export { createAppRouter } from './router';
export { loadOtherLocales } from '../i18n';

export function AppTree({ router }: { router: Parameters<typeof RouterProvider>[0]['router'] }) {
  return (
    <StrictMode>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </StrictMode>
  );
}
