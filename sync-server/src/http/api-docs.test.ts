import { allCalls, callKey, callsByArea, type CallDescriptor } from '@codeyard/shared-schema';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTestNote, testEcho, testNote } from '../test-support/sync.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { API_DOCS_PATH } from './api-docs.js';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

const areaCalls = Object.entries(callsByArea).flatMap(([area, calls]) => calls.map((call) => ({ area, call })));

/** Every schema the descriptors hold, as text: what validation and the client's checks read. */
const descriptorSchemas = () =>
  JSON.stringify(allCalls.map(({ params, query, body, response }) => ({ params, query, body, response })));

let t: TestApp;
let doc: Document;
let schemasBefore: string;

beforeAll(async () => {
  schemasBefore = descriptorSchemas();
  // The sync tests' calls are served here too, as in their own tests: they must still stay out of the document.
  t = await startTestApp({}, { beforeReady: serveTestNote });
  const response = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
  expect(response.statusCode).toBe(200);
  doc = response.json<Document>();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

function operationOf(call: CallDescriptor): Operation {
  const operation = doc.paths[call.path]?.[call.method.toLowerCase()];
  if (!operation) throw new Error(`${callKey(call)} is not in the document`);
  return operation;
}

describe('the OpenAPI document at /api/docs/json', () => {
  it("lists exactly the contract's calls, at the spec's paths, and nothing else", () => {
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(areaCalls.map(({ call }) => callKey(call)).sort());
    expect(doc.servers).toEqual([{ url: '/api' }]);
  });

  it('leaves out calls outside every area (the test-only calls served in this process)', () => {
    expect(allCalls).toContain(testNote);
    expect(t.app.servedCalls.has(callKey(testEcho))).toBe(true);
    expect(operations().filter((o) => o.key.includes('/test-sync/'))).toEqual([]);
  });

  it('describes each call from its descriptor: summary, area tag, security, inputs and answer', () => {
    expect(doc.tags.map((tag) => tag.name)).toEqual(Object.keys(callsByArea));
    for (const { area, call } of areaCalls) {
      const operation = operationOf(call);
      const key = callKey(call);
      expect(operation.summary, key).toBe(call.summary);
      expect(operation.tags, key).toEqual([area]);
      if (call.access === 'public') expect(operation.security, key).toBeUndefined();
      else {
        expect(operation.security, key).toEqual([{ bearer: [] }]);
        for (const userType of call.access) expect(operation.description, key).toContain(userType);
      }
      const pathNames = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name).sort(), key).toEqual(pathNames);
      expect(inPath.every((p) => p.required)).toBe(true);
      const queryNames = Object.keys((call.query as { properties?: object } | undefined)?.properties ?? {});
      expect(
        (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name)
          .sort(),
        key,
      ).toEqual(queryNames.sort());
      expect(operation.requestBody !== undefined, key).toBe(call.body !== undefined);
      expect(operation.responses['200']?.content?.['application/json']?.schema, key).toBeDefined();
      expect(operation.responses['4XX']?.content?.['application/json']?.schema, key).toBeDefined();
    }
  });

  it('names an Idempotency-Key header on the exactly-once calls only', () => {
    for (const { call } of areaCalls) {
      const header = operationOf(call).parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      expect(header !== undefined, callKey(call)).toBe(call.queueable && call.method !== 'GET');
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Codeyard API', version: expect.any(String) });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("leaves the descriptors' schemas as they were (validation and the error messages read them)", () => {
    expect(descriptorSchemas()).toBe(schemasBefore);
  });

  it('changes nothing of what a call answers', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login_email: '' } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors).sort()).toEqual(['login_email', 'password']);
  });
});

describe('the browsable page at /api/docs', () => {
  it('loads only files of this server, each of which answers', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const urls = [...page.body.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      // Same origin: an absolute path of this server (not //host/...), never a URL with a scheme.
      expect(url, url).toMatch(/^\/(?!\/)/);
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
    }
    // The page's own script points the viewer at this server's document and at no online validator (what
    // the page requests once running is watched in a browser: e2e/api-docs.spec.ts).
    const initializer = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/static/swagger-initializer.js` });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toMatch(/validatorUrl: null/);
  });
});
