import sharp from 'sharp';

/** The image types an upload may have (profile pictures, logos, documents), told by their first bytes. */
export type ImageKind = 'jpeg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const IMAGE_EXTENSIONS: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  expected.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The kind of image the bytes are, by their signature (never the file's name or declared type). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Profile pictures are shown small: anything larger is scaled down to fit this square. */
export const MAX_IMAGE_SIDE = 1024;
/** Refuses decompression bombs: a 5 MB file may claim an enormous canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredImage {
  kind: ImageKind;
  content: Buffer;
}

/**
 * Decodes the image and encodes it afresh in its own format: turned upright by its EXIF
 * orientation, scaled to fit `maxSide` (default `MAX_IMAGE_SIDE`), and with no metadata (EXIF, GPS, XMP, ICC comments)
 * carried over. Null when the bytes are not a decodable image of the sniffed kind.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  maxSide: number = MAX_IMAGE_SIDE,
): Promise<StoredImage | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await input.metadata();
    if (format !== kind) return null;
    const pipeline = input
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : kind === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    return { kind, content: await encoded.toBuffer() };
  } catch {
    return null;
  }
}

/** `%PDF-1.7`: a PDF names itself and its version in its first bytes. */
const PDF_HEADER = /^%PDF-[12]\.\d/;
/** A PDF's last marker; writers may add a line break or a little padding after it. */
const PDF_TRAILER = '%%EOF';
const PDF_TRAILER_WINDOW = 1024;

/**
 * Whether the bytes are a PDF by content: the `%PDF-` header with a version at the start and the
 * `%%EOF` marker near the end (a file merely renamed to .pdf has neither).
 */
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 8)).toString('latin1');
  if (!PDF_HEADER.test(head)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - PDF_TRAILER_WINDOW))).toString('latin1');
  return tail.includes(PDF_TRAILER);
}

/**
 * Whether the bytes decode as an image of the kind their signature names (a PNG signature followed
 * by garbage does not), without keeping the decoded pixels.
 */
export async function isDecodableImage(bytes: Uint8Array): Promise<boolean> {
  const kind = sniffImage(bytes);
  if (!kind) return false;
  try {
    const { format, width, height } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
    }).metadata();
    if (format !== kind || !width || !height) return false;
    // Reading the pixels (into a thumbnail, not a full-size copy) finds a truncated or corrupt body
    // that the header alone would not show.
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .png()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}
