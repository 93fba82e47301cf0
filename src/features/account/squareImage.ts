/** The uploaded photo's side in pixels: enough for any avatar, far below the 5 MB limit. */
export const PHOTO_SIDE = 512;

export type SquareMode = 'crop' | 'fit';

export interface SourceRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
}

/**
 * Where an image of `width` × `height` goes on a square of `side`: `crop` keeps the centred square
 * of the image's shorter side, `fit` keeps the whole image, centred, with margins around it.
 */
export function squareRect(width: number, height: number, side: number, mode: SquareMode): SourceRect {
  if (mode === 'crop') {
    const edge = Math.min(width, height);
    return {
      sx: (width - edge) / 2,
      sy: (height - edge) / 2,
      sw: edge,
      sh: edge,
      dx: 0,
      dy: 0,
      dw: side,
      dh: side,
    };
  }
  const scale = side / Math.max(width, height);
  const dw = width * scale;
  const dh = height * scale;
  return { sx: 0, sy: 0, sw: width, sh: height, dx: (side - dw) / 2, dy: (side - dh) / 2, dw, dh };
}

/** Draws the image on `canvas` as a square (white behind a fitted or transparent image). */
export function drawSquare(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource & { width: number; height: number },
  mode: SquareMode,
): void {
  canvas.width = PHOTO_SIDE;
  canvas.height = PHOTO_SIDE;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, PHOTO_SIDE, PHOTO_SIDE);
  const r = squareRect(image.width, image.height, PHOTO_SIDE, mode);
  context.drawImage(image, r.sx, r.sy, r.sw, r.sh, r.dx, r.dy, r.dw, r.dh);
}

/** The square as a JPEG file to upload; null when the browser cannot encode it. */
export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.9));
}

/** Decodes a chosen file; rejects when its content is not an image the browser can read. */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}
