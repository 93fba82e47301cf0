/** The parts of fontkit (pdfkit's font engine; no bundled types) the documents use. */
declare module 'fontkit' {
  interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  }
  interface Glyph {
    id: number;
    name: string;
    codePoints: number[];
    path: { commands: PathCommand[]; toSVG(): string };
  }
  interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    direction: 'ltr' | 'rtl';
    advanceWidth: number;
  }
  interface Font {
    unitsPerEm: number;
    availableFeatures: string[];
    /** `features`: tags to add, or tag → false to turn a default feature off. */
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
