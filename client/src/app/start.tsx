/**
 * The app itself, rendered into #root over the HTML's first paint. Loaded by main.tsx once that first paint
 * is on the screen.
 *
 * Its start runs in several tasks rather than one (on a slow phone, one was about 150 ms: a tap that waits):
 * this module evaluates React; the rest of the app comes in two parts fetched from here, each evaluated when
 * its chunks arrive (app-contract.ts: the contract's schemas and the API client; app-tree.tsx: the router,
 * every screen's route, the alerts, the strings); the router is made in a task of its own, and the first
 * screen is rendered after that, in slices.
 */
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const contract = import('./app-contract');
const tree = import('./app-tree');
await nextTask();
// The contract's part is evaluated first (usually alone, as its chunks are fewer), then the router's.
void (await contract).contractParts;
const root = createRoot(document.getElementById('root')!);
const { AppTree, createAppRouter, loadOtherLocales } = await tree;
await nextTask();
// The router (it matches the address and starts loading the screen's code) outside the render: a task of its own.
const router = createAppRouter();
await nextTask();
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree.
startTransition(() => root.render(createElement(AppTree, { router })));

// The strings of the other screens, once the first one is up (a screen that needs them waits for them anyway).
// This module may run after the page's load event (see main.tsx), or before it.
const loadTheRest = () => setTimeout(() => void loadOtherLocales(), 0);
if (document.readyState === 'complete') loadTheRest();
else addEventListener('load', loadTheRest, { once: true });
