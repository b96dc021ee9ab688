import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
afterEach(async () => t?.close());

async function seeded() {
  t = await startTestApp({ seedDemoData: true });
  return t.app;
}

const get = async (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /get-curriculum-overview', () => {
  it('answers the 11 courses without a token, in English by default', async () => {
    await seeded();
    const res = await get('/api/get-curriculum-overview');
    expect(res.statusCode).toBe(200);
    const courses = res.json().data;
    expect(courses).toHaveLength(11);
    expect(courses[0]).toMatchObject({
      number: 1,
      track: 'smoothy',
      level: 'basic',
      title: 'SmoothY Starter',
      lesson_count: 20,
      price: 35,
    });
    expect(courses.filter((c: { track: string }) => c.track === 'smoothy')).toHaveLength(6);
  });

  it('answers in Arabic with ?lang=ar, or with an Arabic Accept-Language', async () => {
    await seeded();
    const ar = (await get('/api/get-curriculum-overview?lang=ar')).json().data;
    expect(ar[0].title).toBe('بداية سموذي');
    expect(ar[0].description).toMatch(/[\u0600-\u06FF]/);
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/get-curriculum-overview',
      headers: { 'accept-language': 'ar-JO,ar;q=0.9' },
    });
    expect(byHeader.json().data[0].title).toBe('بداية سموذي');
    expect((await get('/api/get-curriculum-overview?lang=en')).json().data[0].title).toBe('SmoothY Starter');
  });
});
