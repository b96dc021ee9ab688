import { allCalls, defineCall } from '@codeyard/shared-schema';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { QueueableCalls } from '../sync/queueable.js';
import { serve } from './contract-routes.js';

describe('serve()', () => {
  it("refuses a call that is not in the contract's calls (it could never be batched)", () => {
    const app = Fastify();
    app.decorate('servedCalls', new Set<string>());
    const stray = defineCall({
      method: 'POST',
      path: '/stray-call',
      access: ['student'],
      queueable: true,
      summary: 'Not in callsByArea.',
      response: Type.Object({}),
    });
    expect(() => serve(app, stray, async () => ({}))).toThrow(/not in the contract's calls/);
  });
});

describe('every queueable write of the contract', () => {
  it('can travel in a sync batch', () => {
    const queueable = new QueueableCalls();
    const writes = allCalls.filter((call) => call.queueable && call.method !== 'GET');
    expect(writes.length).toBeGreaterThan(10);
    for (const call of writes) {
      const filled = call.path.replace(/\{\w+\}/g, '12');
      expect(queueable.find(call.method, filled), `${call.method} ${call.path}`).toBe(call);
    }
  });
});
