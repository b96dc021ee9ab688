import type { FastifyInstance } from 'fastify';

/**
 * The web editor's preview page (client/public/web-preview.html, client/src/features/web/preview-doc.ts)
 * gets its own Content-Security-Policy instead of the app's: the child's page runs inline scripts and
 * styles (the app's policy forbids both), but may reach no network at all (connect-src 'none': no fetch,
 * XHR, WebSocket or beacon, so not the API either), no forms, no frames, no workers, and loads nothing
 * from any origin, the app's included: images and media from data: and blob: only, no stylesheet, script
 * or font file (a GET to the API from an <img> or a CSS url() is a request without the token, but it is still
 * a request: it once queued a mail). It is still loaded only
 * in an iframe with sandbox="allow-scripts" (opaque origin: no token, cookies or IndexedDB of the app),
 * and may be framed only by the app (frame-ancestors 'self', and X-Frame-Options SAMEORIGIN in place of the
 * app's DENY, so that the two headers never disagree). The other headers (COEP require-corp,
 * nosniff…) stay the app's: the cross-origin-isolated app may embed it.
 */
export const PREVIEW_PATH = '/web-preview.html';

export const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  // Nothing from the app's origin: an <img src="/api/…"> would be a token-less GET to the API (issue 11).
  'img-src data: blob:',
  'media-src data: blob:',
  'font-src data:',
  "connect-src 'none'",
  "worker-src 'none'",
  "frame-src 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Registered after helmet: replaces the policy on the preview page's responses only. */
export function installPreviewPolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    if (path === PREVIEW_PATH) {
      // helmet writes its headers on the raw response (onRequest); replace them there.
      reply.raw.setHeader('content-security-policy', PREVIEW_CSP);
      reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
