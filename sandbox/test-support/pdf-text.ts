import { inflateSync } from 'node:zlib';

/**
 * Reads the text back out of a PDF that pdfkit wrote, for tests (no poppler in CI): inflates the
 * streams, maps each font's glyph codes to characters through its ToUnicode map, and answers every
 * text-showing operation with the font it used, in drawing order. Not a general PDF reader.
 */

export interface TextRun {
  /** BaseFont without the subset tag, e.g. `NotoNaskhArabic-Regular`. */
  font: string;
  /** The glyph codes shown, 4 hex digits each. */
  codes: string[];
  text: string;
}

interface PdfObject {
  dict: string;
  stream: string | null;
}

/**
 * Walks the objects in file order. A stream is cut by its declared `/Length`, never by searching for
 * `endstream`: compressed bytes may end in a carriage return or hold any other byte, and trimming
 * one of them made inflating fail now and then.
 */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const id = Number(match[1]);
    const from = header.lastIndex;
    const endAt = source.indexOf('endobj', from);
    const streamAt = source.indexOf('stream', from);
    if (streamAt === -1 || (endAt !== -1 && streamAt > endAt)) {
      objects.set(id, { dict: source.slice(from, endAt === -1 ? undefined : endAt), stream: null });
      if (endAt !== -1) header.lastIndex = endAt;
      continue;
    }
    const dict = source.slice(from, streamAt);
    let start = streamAt + 'stream'.length;
    if (source.startsWith('\r\n', start)) start += 2;
    else if (source[start] === '\n') start += 1;
    const declared = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dict);
    if (!declared) throw new Error(`PDF object ${id}: a stream without a direct /Length`);
    const raw = source.slice(start, start + Number(declared[1]));
    const stream = dict.includes('/FlateDecode')
      ? inflateSync(Buffer.from(raw, 'latin1')).toString('latin1')
      : raw;
    objects.set(id, { dict, stream });
    header.lastIndex = start + raw.length;
  }
  return objects;
}

function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexToText = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => parseInt(unit, 16)));
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const start = parseInt(range[1] ?? '0', 16);
    const targets = [...(range[3] ?? '').matchAll(/<([^>]*)>/g)].map((target) => target[1] ?? '');
    targets.forEach((target, offset) => {
      map.set((start + offset).toString(16).padStart(4, '0'), hexToText(target.replace(/\s/g, '')));
    });
  }
  return map;
}

export function pdfText(pdf: Buffer): TextRun[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, { name: string; map: Map<string, string> }>();
  for (const object of objects.values()) {
    for (const ref of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '');
      const baseFont = /\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/>]+)/.exec(font?.dict ?? '');
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
      if (cmap && baseFont?.[1]) fonts.set(ref[1] ?? '', { name: baseFont[1], map: unicodeMap(cmap) });
    }
  }
  const runs: TextRun[] = [];
  for (const object of objects.values()) {
    if (!object.stream?.includes('Tf')) continue;
    let current: { name: string; map: Map<string, string> } | undefined;
    for (const op of object.stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:[^\]])*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) {
        current = fonts.get(op[1]);
        continue;
      }
      const shown = op[2] ?? `<${op[3] ?? ''}>`;
      const codes = [...shown.matchAll(/<([0-9a-f]*)>/gi)].flatMap(
        (part) => (part[1] ?? '').match(/[0-9a-f]{4}/gi) ?? [],
      );
      if (!current) continue;
      const map = current.map;
      runs.push({
        font: current.name,
        codes,
        text: codes.map((code) => map.get(code.toLowerCase()) ?? '').join(''),
      });
    }
  }
  return runs;
}
