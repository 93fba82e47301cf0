const MAX_NAME_LENGTH = 80;

/**
 * The name a document is listed and downloaded under: the applicant's file name without any folder,
 * control or quoting characters, at most 80 characters, with the extension of what the file really
 * is (`scan.pdf` that is a PNG becomes `scan.png`).
 */
export function documentFileName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return `${stem || 'document'}.${extension}`;
}

/** `Content-Disposition` for a download: an ASCII fallback name and the exact one (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
