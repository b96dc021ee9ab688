import { allCalls, type CallDescriptor } from '@codeyard/shared-schema';

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
  segments: (string | null)[];
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
        segments: descriptor.path.split('/').map((part) => (/^\{\w+\}$/.test(part) ? null : part)),
      }));
  }

  /** The descriptor a queued call is for, or undefined when it is not a queueable call (or its path is unsafe). */
  find(method: string, filledPath: string): CallDescriptor | undefined {
    const queryAt = filledPath.indexOf('?');
    const pathname = queryAt === -1 ? filledPath : filledPath.slice(0, queryAt);
    if (queryAt !== -1 && filledPath.includes('#', queryAt)) return undefined;
    const parts = pathname.split('/');
    return this.matchers.find(
      ({ descriptor, segments }) =>
        descriptor.method === method &&
        segments.length === parts.length &&
        segments.every((literal, i) => (literal === null ? safeParam(parts[i]!) : literal === parts[i])),
    )?.descriptor;
  }
}
