import sharp from 'sharp';

/** The image types a profile picture may have, told apart by their first bytes. */
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
 * orientation, scaled to fit `MAX_IMAGE_SIDE`, and with no metadata (EXIF, GPS, XMP, ICC comments)
 * carried over. Null when the bytes are not a decodable image of the sniffed kind.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<StoredImage | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format } = await input.metadata();
    if (format !== kind) return null;
    const pipeline = input
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
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
