import { describe, expect, it } from 'vitest';
import {
  appendToConsole,
  cancelAnswer,
  createRing,
  createStdinBuffer,
  ringDrain,
  ringFree,
  ringWrite,
  STDIN_READY,
  STDIN_WAITING,
  takeAnswer,
  writeAnswer,
  type ConsoleChunk,
} from './protocol';

describe('the stdin buffer shared with the worker', () => {
  it('carries an answer, Arabic included, then is ready for the next question', () => {
    const buf = createStdinBuffer();
    expect(() => takeAnswer(buf)).toThrow();
    writeAnswer(buf, 'سارة 9');
    expect(Atomics.load(buf, 0)).toBe(STDIN_READY);
    expect(takeAnswer(buf)).toBe('سارة 9');
    expect(Atomics.load(buf, 0)).toBe(STDIN_WAITING);
    writeAnswer(buf, '');
    expect(takeAnswer(buf)).toBe('');
  });

  it('cuts an answer longer than the buffer on a character boundary', () => {
    const buf = createStdinBuffer(8);
    writeAnswer(buf, 'ééééé'); // 10 bytes in UTF-8: only 4 whole characters fit
    expect(takeAnswer(buf)).toBe('éééé');
    writeAnswer(buf, 'abcdefghij');
    expect(takeAnswer(buf)).toBe('abcdefgh');
  });

  it('a stopped run gets no answer (EOF)', () => {
    const buf = createStdinBuffer();
    cancelAnswer(buf);
    expect(takeAnswer(buf)).toBeNull();
    expect(Atomics.load(buf, 0)).toBe(STDIN_WAITING);
  });

  it('wakes a waiting thread', () => {
    const buf = createStdinBuffer();
    // Atomics.notify returns the number of woken waiters; here none wait, but the state is what a waiter checks.
    writeAnswer(buf, 'x');
    expect(Atomics.wait(buf, 0, STDIN_WAITING, 0)).toBe('not-equal');
  });
});

describe('the output ring shared with the worker', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const dec = (b: Uint8Array) => new TextDecoder().decode(b);

  it('passes bytes in order across the wrap-around and says how many fit', () => {
    const ring = createRing(16);
    expect(ringWrite(ring, enc('hello world'))).toBe(11);
    expect(dec(ringDrain(ring))).toBe('hello world');
    expect(ringWrite(ring, enc('0123456789abcdefXYZ'))).toBe(16); // full: the rest waits
    expect(ringFree(ring)).toBe(0);
    expect(ringWrite(ring, enc('more'))).toBe(0);
    expect(dec(ringDrain(ring))).toBe('0123456789abcdef');
    expect(ringDrain(ring)).toHaveLength(0);
    expect(ringFree(ring)).toBe(16);
  });

  it('keeps a character split between two drains whole with a streaming decoder', () => {
    const ring = createRing(8);
    const bytes = enc('aé'); // 3 bytes
    const decoder = new TextDecoder();
    expect(ringWrite(ring, bytes.subarray(0, 2))).toBe(2);
    let text = decoder.decode(ringDrain(ring), { stream: true });
    ringWrite(ring, bytes.subarray(2));
    text += decoder.decode(ringDrain(ring), { stream: true });
    expect(text).toBe('aé');
  });

  it('survives many laps of the ring', () => {
    const ring = createRing(16);
    let all = '';
    for (let i = 0; i < 1000; i++) {
      const piece = `${i},`;
      expect(ringWrite(ring, enc(piece))).toBe(piece.length);
      if (i % 3 === 0) all += dec(ringDrain(ring));
    }
    all += dec(ringDrain(ring));
    expect(all).toBe(Array.from({ length: 1000 }, (_, i) => `${i},`).join(''));
  });

  it('wants a power-of-two size', () => {
    expect(() => createRing(1000)).toThrow();
  });
});

describe('appendToConsole', () => {
  it('merges streamed pieces of the same kind and keeps kinds apart', () => {
    let c: ConsoleChunk[] = [];
    c = appendToConsole(c, [{ kind: 'out', text: 'Name? ' }]);
    c = appendToConsole(c, [
      { kind: 'input', text: 'Sam\n' },
      { kind: 'out', text: 'Hello ' },
      { kind: 'out', text: 'Sam\n' },
      { kind: 'err', text: '' },
    ]);
    expect(c).toEqual([
      { kind: 'out', text: 'Name? ' },
      { kind: 'input', text: 'Sam\n' },
      { kind: 'out', text: 'Hello Sam\n' },
    ]);
  });

  it('keeps only the newest text beyond the limit', () => {
    let c: ConsoleChunk[] = [];
    for (let i = 0; i < 50; i++)
      c = appendToConsole(c, [{ kind: i % 2 ? 'err' : 'out', text: `${i}`.padStart(10, '.') }], 95);
    const all = c.map((x) => x.text).join('');
    expect(all.length).toBe(95);
    expect(all.endsWith('........49')).toBe(true);
  });

  it('does not change the array it was given (React state)', () => {
    const before: ConsoleChunk[] = [{ kind: 'out', text: 'a' }];
    appendToConsole(before, [{ kind: 'out', text: 'b' }]);
    expect(before).toEqual([{ kind: 'out', text: 'a' }]);
  });
});
