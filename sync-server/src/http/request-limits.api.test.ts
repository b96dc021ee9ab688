import { REQUEST_LIMITS, sync, translate } from '@codeyard/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../test-support/sign-in.js';
import { multipart, PNG_BYTES } from '../test-support/learning.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { nestsDeeperThan } from './json-body.js';

/** The audit's worst body: 20 000 nested arrays, about 1 MB once padded with spaces inside the innermost. */
const LEVELS = 20_000;
const deepest = (levels = LEVELS) => '['.repeat(levels) + ']'.repeat(levels);
/** `levels` nested objects `{"a":{"a":…}}`. */
const nestedObjects = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
const json = { 'content-type': 'application/json' };

let t: TestApp;
let student: string;
beforeAll(async () => {
  t = await startTestApp({ seedDemoData: true });
  student = await tokenFor(t.app, 'student1');
});
afterAll(async () => t?.close());

const tooDeep = (lang: 'en' | 'ar' = 'en') => ({ message: translate(lang, 'errors.tooDeep'), code: 'body_too_deep' });

describe('a JSON body nested too deeply', () => {
  it('is refused with 400 body_too_deep before any work, even on /login without signing in, in English and Arabic', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: json, payload: deepest() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep());
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/login?lang=ar',
      headers: { ...json, 'accept-language': 'ar' },
      payload: deepest(),
    });
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toEqual(tooDeep('ar'));
    expect(tooDeep('ar').message).not.toBe(tooDeep('en').message);
  });

  it('is refused on a queueable call with 400 (not a 500 from the idempotency hash), and nothing is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/change-language',
      headers: { ...json, ...bearer(student), 'idempotency-key': 'deep-body-0001' },
      payload: deepest(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep());
    // The key was not used up: the same key with a proper body goes through.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/change-language',
      headers: { ...json, ...bearer(student), 'idempotency-key': 'deep-body-0001' },
      payload: { lang: 'en' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('is refused at the bound, not below it; brackets inside strings do not count', async () => {
    const at = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: nestedObjects(REQUEST_LIMITS.maxJsonDepth),
    });
    // Read, then refused by the call's own schema (422), not for its depth.
    expect(at.statusCode).toBe(422);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: nestedObjects(REQUEST_LIMITS.maxJsonDepth + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('body_too_deep');
    const inString = await t.app.inject({
      method: 'POST',
      url: '/api/change-language',
      headers: { ...json, ...bearer(student) },
      payload: JSON.stringify({ lang: 'en', note: '[{"\\"'.repeat(5000) }),
    });
    expect(inString.statusCode).toBe(422);
    expect(inString.json().code).toBeUndefined();
  });

  it('in a batch, refuses the batch (400), so the device sends each item alone: the others still go through', async () => {
    const items = [
      { id: 'deep-batch-0001', method: 'POST', path: '/change-language', body: { lang: 'ar' } },
      { id: 'deep-batch-0002', method: 'POST', path: '/change-language', body: JSON.parse('0') },
      { id: 'deep-batch-0003', method: 'POST', path: '/change-language', body: { lang: 'en' } },
    ];
    // The device's JSON.stringify cannot even write 20 000 levels; the text is what an attacker sends.
    const payload = JSON.stringify({ items }).replace('"body":0', `"body":${deepest()}`);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api' + sync.syncBatch.path,
      headers: { ...json, ...bearer(student) },
      payload,
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json()).toEqual(tooDeep());
    // One by one (what the device does after a refused batch), each item gets its own answer.
    const statuses = [];
    for (const [i, item] of items.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api' + item.path,
        headers: { ...json, ...bearer(student), 'idempotency-key': item.id },
        payload: i === 1 ? deepest() : JSON.stringify(item.body),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 400, 200]);
  });

  it('in a batch, an item body as deep as a single call takes still fits', async () => {
    const body = { lang: 'en', extra: JSON.parse(nestedObjects(REQUEST_LIMITS.maxJsonDepth - 1)) };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api' + sync.syncBatch.path,
      headers: { ...json, ...bearer(student) },
      payload: { items: [{ id: 'deep-batch-fits-1', method: 'POST', path: '/change-language', body }] },
    });
    expect(res.statusCode).toBe(200);
    // The item answered its own schema's refusal (an unknown field), not a depth refusal.
    expect(res.json().data.results[0].status).toBe(422);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, skips strings with escaped quotes and brackets', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('["[[[[\\"[[[[", "\\\\", [1]]', 2)).toBe(false);
    expect(nestsDeeperThan('["\\\\"]', 0)).toBe(true);
    expect(nestsDeeperThan('[1,2,3][', 1)).toBe(false);
    expect(nestsDeeperThan('"unterminated [[[[', 1)).toBe(false);
    expect(nestsDeeperThan(deepest(), REQUEST_LIMITS.maxJsonDepth)).toBe(true);
  });
});

describe('a broken multipart body on /upload-image-profile', () => {
  const upload = (headers: Record<string, string>, payload: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upload-image-profile',
      headers: { ...bearer(student), ...headers },
      payload,
    });

  it('answers 4xx in the contract shape, never 500', async () => {
    const whole = multipart('image', 'me.png', PNG_BYTES, 'image/png');
    const truncated = await upload(whole.headers, whole.payload.subarray(0, whole.payload.length - 30));
    const noBoundary = await upload({ 'content-type': 'multipart/form-data' }, whole.payload);
    const wrongBoundary = await upload({ 'content-type': 'multipart/form-data; boundary=nothere' }, whole.payload);
    const garbage = await upload(whole.headers, 'not a multipart body at all');
    for (const [name, res] of Object.entries({ truncated, noBoundary, wrongBoundary, garbage })) {
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(typeof res.json().message, name).toBe('string');
    }
  });
});
