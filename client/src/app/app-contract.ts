/**
 * The part of the app's code that builds the contract's schemas (about a third of the start's evaluation):
 * start.tsx fetches it beside app-tree.tsx, so that it is usually evaluated in a task of its own, before the
 * router's. It names what it holds so that the bundler keeps them.
 */
import { accounts, learning, projects } from '@codeyard/shared-schema';
import { callApi } from '../api/client';

export const contractParts = [accounts, learning, projects, callApi] as const;
