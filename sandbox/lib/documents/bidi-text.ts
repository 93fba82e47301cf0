import bidiFactory from 'bidi-js';

/**
 * Puts a line of text in the order it is seen, left to right, by the Unicode bidirectional
 * algorithm (bidi-js): Arabic reads right to left while references, numbers and Latin names inside
 * it stay left to right. Each piece says which font draws it and where it starts in the line as
 * written: the writer lays the pieces out in this order and draws them in reading order, which is
 * the order PDF readers give text back in. An Arabic piece stays in logical order: the font's
 * shaper (fontkit, see arabic-text.ts) joins its letters and lays it out right to left.
 */
const bidi = bidiFactory();

const ARABIC_LETTER = '\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff';
/**
 * Arabic words with only spaces between them: one piece, so that the text layer holds the phrase
 * in reading order (a PDF reader orders each run right to left, not a line's runs).
 */
const ARABIC_PHRASE = new RegExp(
  `[${ARABIC_LETTER}\u200c\u200d]+(?: +[${ARABIC_LETTER}\u200c\u200d]+)*`,
  'g',
);
const HAS_ARABIC = new RegExp(`[${ARABIC_LETTER}]`);
const ARABIC_OR_NOT = new RegExp(`[${ARABIC_LETTER}]+|[^${ARABIC_LETTER}]+`, 'g');

export interface Piece {
  /** As drawn, left to right (an Arabic piece stays in logical order: the font's shaper lays it out). */
  text: string;
  script: 'arabic' | 'latin';
  /** Where the piece starts in the line as written: the writer draws pieces in this, reading, order. */
  start: number;
  /**
   * Neutral characters inside right-to-left text (spaces, punctuation, brackets), drawn reversed and
   * mirrored: `text` is the logical stretch turned round, each bracket swapped for its mirror.
   */
  reversed?: true;
}

interface Run {
  start: number;
  end: number;
  level: number;
}

export function hasArabic(text: string): boolean {
  return HAS_ARABIC.test(text);
}

function runsOf(levels: Uint8Array): Run[] {
  const runs: Run[] = [];
  for (let index = 0; index < levels.length; index += 1) {
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level });
  }
  return runs;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every stretch at or above it. */
function reorder(runs: Run[]): Run[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level -= 1) {
    let index = 0;
    while (index < ordered.length) {
      if ((ordered[index]?.level ?? 0) < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end += 1;
      ordered.splice(index, end - index, ...ordered.slice(index, end).reverse());
      index = end;
    }
  }
  return ordered;
}

/** A bracket's mirror image, `(` for `)`; any other character itself (the pairing is symmetric). */
export const mirrored = (char: string) => bidi.getMirroredCharacter(char) ?? char;

/** A right-to-left run that starts at `offset` in the line: its Arabic phrases (shaped by the font) and the rest, reversed here. */
function rtlPieces(text: string, offset: number): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  const push = (from: number, to: number) => {
    if (to <= from) return;
    const other = [...text.slice(from, to)].map(mirrored).reverse().join('');
    pieces.push({ text: other, script: 'latin', start: offset + from, reversed: true });
  };
  for (const match of text.matchAll(ARABIC_PHRASE)) {
    push(last, match.index);
    pieces.push({ text: match[0], script: 'arabic', start: offset + match.index });
    last = match.index + match[0].length;
  }
  push(last, text.length);
  return pieces.reverse();
}

/** A left-to-right run as it stands, Arabic punctuation (the Arabic comma) in the Arabic font. */
function ltrPieces(text: string, offset: number): Piece[] {
  return [...text.matchAll(ARABIC_OR_NOT)].map((match) => ({
    text: match[0],
    script: HAS_ARABIC.test(match[0]) ? 'arabic' : 'latin',
    start: offset + match.index,
  }));
}

/**
 * The pieces of one line in drawing order. `rtl` is the page's direction; a line without Arabic
 * letters (a phone number, an e-mail, a reference) reads left to right on an Arabic page too.
 */
export function visualPieces(text: string, rtl: boolean): Piece[] {
  if (text === '') return [];
  if (!hasArabic(text)) return [{ text, script: 'latin', start: 0 }];
  const { levels } = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
  const pieces: Piece[] = [];
  for (const run of reorder(runsOf(levels))) {
    const slice = text.slice(run.start, run.end);
    if (run.level % 2 === 1) pieces.push(...rtlPieces(slice, run.start));
    else pieces.push(...ltrPieces(slice, run.start));
  }
  return pieces;
}
