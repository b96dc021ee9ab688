import { inflateSync } from 'node:zlib';

/**
 * What a test can read of a PDF that pdfkit wrote, with no PDF library: its pages and its text. pdfkit
 * writes plain objects (no object streams), Type0 fonts with a ToUnicode map, and text as hex glyph ids
 * in TJ arrays; the text is each shown run's characters, in the order drawn (an Arabic word comes out
 * in visual order, that is reversed).
 */
export function pdfFacts(bytes: Uint8Array): { header: string; pages: number; text: string; fonts: string[] } {
  const raw = Buffer.from(bytes).toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  // Object by object, a stream read by its /Length (its bytes may hold anything, "endobj" too).
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const from = match.index + match[0].length;
    const streamAt = raw.indexOf('stream', from);
    const endAt = raw.indexOf('endobj', from);
    if (streamAt < 0 || endAt < streamAt) {
      objects.set(Number(match[1]), { dict: raw.slice(from, endAt) });
      continue;
    }
    const dict = raw.slice(from, streamAt);
    const start = raw.indexOf('\n', streamAt) + 1;
    const length = Number(/\/Length\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const data = raw.slice(start, start + length);
    const stream = /\/FlateDecode/.test(dict) ? inflateSync(Buffer.from(data, 'latin1')).toString('latin1') : data;
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = raw.indexOf('endobj', start + length);
  }
  const ref = (text: string, key: string) => {
    const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(text);
    return found ? objects.get(Number(found[1])) : undefined;
  };

  const utf16 = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  const cmapOf = (font: { dict: string } | undefined) => {
    const map = new Map<number, string>();
    const cmap = font && ref(font.dict, 'ToUnicode')?.stream;
    if (!cmap) return map;
    for (const m of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const first = parseInt(m[1]!, 16);
      // An entry may hold several characters (a ligature: <0066 0069>).
      [...m[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((entry, i) =>
        map.set(first + i, utf16(entry[1]!.replace(/\s/g, ''))),
      );
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        map.set(parseInt(m[1]!, 16), utf16(m[2]!));
    return map;
  };

  const pageObjects = [...objects.values()].filter((o) => /\/Type\s*\/Page\b(?!s)/.test(o.dict));
  const fonts = new Set<string>();
  let text = '';
  for (const page of pageObjects) {
    const resources = ref(page.dict, 'Resources')?.dict ?? page.dict;
    const fontTable = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const cmaps = new Map<string, Map<number, string>>();
    for (const m of fontTable.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(m[2]));
      const base = font && /\/BaseFont\s*\/([^\s/]+)/.exec(font.dict)?.[1];
      if (base) fonts.add(base.replace(/^[A-Z]{6}\+/, ''));
      cmaps.set(m[1]!, cmapOf(font));
    }
    const content = ref(page.dict, 'Contents')?.stream ?? '';
    let current = new Map<number, string>();
    for (const op of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1]) {
        current = cmaps.get(op[1]) ?? new Map();
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[3]!];
      for (const hex of hexes)
        for (let i = 0; i + 4 <= hex.length; i += 4) text += current.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
    }
  }
  return { header: raw.slice(0, 5), pages: pageObjects.length, text, fonts: [...fonts] };
}
