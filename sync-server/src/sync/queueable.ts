import { allCalls, type CallDescriptor } from '@codeyard/shared-schema';
import { parse } from 'node:querystring';

/** A filled path parameter: URL-safe characters or %XX escapes, never a dot segment or a hidden separator. */
const PARAM_SEGMENT = /^(?:[A-Za-z0-9_.~-]|%[0-9A-Fa-f]{2})+$/;

function safeParam(segment: string): boolean {
  if (!PARAM_SEGMENT.test(segment)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  // URL parsing resolves "." and ".." (also as %2e) and turns "\" into "/": such a path could reach another route.
  return decoded !== '.' && decoded !== '..' && !/[/\\?#]/.test(decoded);
}

interface Matcher {
  descriptor: CallDescriptor;
  /** A literal segment, or the name of a parameter. */
  segments: ({ literal: string } | { param: string })[];
}

/** A queued call recognised: its descriptor, its path's parameters (decoded) and its query. */
export interface QueuedCallMatch {
  descriptor: CallDescriptor;
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/**
 * The queueable writes of the contract, matched by method and filled path (without the API prefix).
 * Only these may travel in a batch: a batch is the outbox's transport, not a way to reach any route.
 */
export class QueueableCalls {
  private readonly matchers: Matcher[];

  constructor(calls: readonly CallDescriptor[] = allCalls) {
    this.matchers = calls
      .filter((call) => call.queueable && call.method !== 'GET')
      .map((descriptor) => ({
        descriptor,
        segments: descriptor.path
          .split('/')
          .map((part) => (/^\{\w+\}$/.test(part) ? { param: part.slice(1, -1) } : { literal: part })),
      }));
  }

  /** The descriptor a queued call is for, or undefined when it is not a queueable call (or its path is unsafe). */
  find(method: string, filledPath: string): CallDescriptor | undefined {
    return this.match(method, filledPath)?.descriptor;
  }

  /** The call a queued item is for, with its parameters and query, or undefined as for find(). */
  match(method: string, filledPath: string): QueuedCallMatch | undefined {
    const queryAt = filledPath.indexOf('?');
    const pathname = queryAt === -1 ? filledPath : filledPath.slice(0, queryAt);
    if (queryAt !== -1 && filledPath.includes('#', queryAt)) return undefined;
    const parts = pathname.split('/');
    const matcher = this.matchers.find(
      ({ descriptor, segments }) =>
        descriptor.method === method &&
        segments.length === parts.length &&
        segments.every((segment, i) => ('param' in segment ? safeParam(parts[i]!) : segment.literal === parts[i])),
    );
    if (!matcher) return undefined;
    const params: Record<string, string> = {};
    matcher.segments.forEach((segment, i) => {
      if ('param' in segment) params[segment.param] = decodeURIComponent(parts[i]!);
    });
    const query = queryAt === -1 ? {} : { ...parse(filledPath.slice(queryAt + 1)) };
    return { descriptor: matcher.descriptor, params, query };
  }
}
