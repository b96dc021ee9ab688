import { describe, expect, it } from 'vitest';
import { formatKeyCommand } from './FormatToolbar';

const key = (
  k: string,
  mods: Partial<{ ctrl: boolean; alt: boolean; shift: boolean; meta: boolean; code: string }> = {},
) => ({
  key: k,
  code: mods.code ?? `Key${k.toUpperCase()}`,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  altKey: mods.alt ?? false,
  shiftKey: mods.shift ?? false,
});

describe("the office tools' formatting keys", () => {
  it('names the command of a word processor key, and none for plain typing', () => {
    expect(formatKeyCommand(key('b', { ctrl: true }))).toBe('bold');
    expect(formatKeyCommand(key('I', { meta: true }))).toBe('italic');
    expect(formatKeyCommand(key('e', { ctrl: true }))).toBe('align-center');
    expect(formatKeyCommand(key('L', { ctrl: true, shift: true }))).toBe('item');
    expect(formatKeyCommand(key('l', { ctrl: true }))).toBe('align-start');
    expect(formatKeyCommand(key('r', { ctrl: true }))).toBe('align-end');
    // Ctrl+Alt+1 by the key's place (a layout may give another character).
    expect(formatKeyCommand(key('¡', { ctrl: true, alt: true, code: 'Digit1' }))).toBe('heading');
    expect(formatKeyCommand(key('b'))).toBeNull();
    expect(formatKeyCommand(key('x', { ctrl: true }))).toBeNull();
    expect(formatKeyCommand(key('b', { ctrl: true, alt: true }))).toBeNull();
  });
});
