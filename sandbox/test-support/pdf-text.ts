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

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream');
    if (at === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const raw = body
      .slice(at + 'stream'.length)
      .replace(/^\r?\n/, '')
      .replace(/\r?\n?endstream\s*$/, '');
    const bytes = Buffer.from(raw, 'latin1');
    const stream = dict.includes('/FlateDecode') ? inflateSync(bytes).toString('latin1') : raw;
    objects.set(Number(match[1]), { dict, stream });
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
