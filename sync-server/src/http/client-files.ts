import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { messages, normaliseLanguage, type Language } from '@codeyard/shared-schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

declare module 'fastify' {
  interface FastifyReply {
    /** The app's HTML (client routes, history mode), in the language the request's ?lang= asks for. */
    sendAppShell(): FastifyReply;
  }
}

/** The language client/index.html is written in; other languages are made from it (shellInLanguage). */
const SHELL_LANGUAGE: Language = 'en';

/**
 * The words of the first paint (client/index.html, `data-shell-text`), the same as the app's own
 * (shared-schema's `app` messages, which the client's shell shows too), so nothing changes when the
 * script takes over.
 */
export const SHELL_TEXT: Record<Language, { appName: string; loading: string; description: string }> = {
  en: { appName: messages.en.app.name, loading: messages.en.app.loading, description: messages.en.app.description },
  ar: { appName: messages.ar.app.name, loading: messages.ar.app.loading, description: messages.ar.app.description },
};

const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/**
 * The built index.html in `lang`: the html element's lang and dir, the title, and every element marked
 * `data-shell-text="<key>"` (its text only; markup inside a marked element is not expected).
 */
export function shellInLanguage(html: string, lang: Language): string {
  const text = SHELL_TEXT[lang];
  return html
    .replace(/<html\b[^>]*>/i, `<html lang="${lang}" dir="${DIRECTION[lang]}">`)
    .replace(/<title>[^<]*<\/title>/i, `<title>${text.appName}</title>`)
    .replace(/(<[a-z][^>]*\sdata-shell-text="(\w+)"[^>]*>)[^<]*</gi, (whole, open: string, key: string) =>
      key in text ? `${open}${text[key as keyof typeof text]}<` : whole,
    );
}

interface ShellVariant {
  stamp: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The encoding to send: brotli, else gzip, else none (`*` counts as gzip, as @fastify/static has it). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const chosen = encodings.negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'));
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * The built client, served from `clientDist`:
 * - files as they are, or their .br / .gz copy written at build time (client/build/precompress.ts) when
 *   the browser accepts it, always with `Vary: Accept-Encoding`;
 * - hashed build assets cached for a year (immutable), everything else revalidated (no-cache);
 * - the app's HTML for a client route, and for / and /index.html, in the request's ?lang= (its lang, dir
 *   and first-paint text), compressed too.
 */
export async function installClientFiles(app: FastifyInstance, clientDist: string): Promise<void> {
  // Files are looked up per request (wildcard), so a rebuilt client is served without a restart.
  await app.register(fastifyStatic, {
    root: clientDist,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    // Hashed build assets never change; everything else (index.html, sw.js, the manifest) is revalidated.
    setHeaders: (res, path) => {
      res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const indexPath = join(clientDist, 'index.html');
  const variants = new Map<Language, ShellVariant>();
  /** The shell in another language, made once per build of index.html (its size and time stamp). */
  const variant = (lang: Language): ShellVariant => {
    const stat = statSync(indexPath);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = variants.get(lang);
    if (known?.stamp === stamp) return known;
    const identity = Buffer.from(shellInLanguage(readFileSync(indexPath, 'utf8'), lang));
    const made = { stamp, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
    variants.set(lang, made);
    return made;
  };

  app.decorateReply('sendAppShell', function (this: FastifyReply) {
    const query = this.request.query as Record<string, unknown> | undefined;
    const lang = typeof query?.lang === 'string' ? normaliseLanguage(query.lang) : SHELL_LANGUAGE;
    this.header('cache-control', 'no-cache');
    // The file itself (or its precompressed copy, chosen by @fastify/static with the same Vary).
    if (lang === SHELL_LANGUAGE) return this.sendFile('index.html');
    const shell = variant(lang);
    const encoding = chooseEncoding(this.request.headers['accept-encoding']);
    this.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding) this.header('content-encoding', encoding);
    return this.send(encoding ? shell[encoding] : shell.identity);
  });
  // The shell's own addresses answer in the asked language too (the static files would send it as built).
  for (const url of ['/', '/index.html']) app.get(url, (_request, reply) => reply.sendAppShell());
}
