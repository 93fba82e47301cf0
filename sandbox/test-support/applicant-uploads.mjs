// An agent applicant's test document and its multipart upload, as the site sends it: one module for
// the API's tests (./agents.ts), the end-to-end specs (e2e/agentSupport.ts) and the upload load test
// (scripts/bench-uploads.mjs, scripts/lib/uploadLoad.mjs). Plain JavaScript, so that the load test
// runs with node alone; its types are in ./applicant-uploads.d.mts.

const PDF_BODY = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
  '',
].join('\n');
const PDF_TRAILER = ['trailer << /Root 1 0 R >>', '%%EOF', ''].join('\n');

/**
 * A small, well-formed PDF: its header, one empty page and its end-of-file marker. With `size`, a
 * comment line before the trailer pads it to exactly `size` bytes (a 5 MB document for the limits and
 * the load test).
 */
export function aPdf(size) {
  const small = Buffer.from(PDF_BODY + PDF_TRAILER, 'latin1');
  if (size === undefined) return small;
  // The comment: '%', the padding, '\n'.
  const padding = size - small.length - 2;
  if (padding < 0) throw new RangeError(`a PDF takes at least ${small.length + 2} bytes`);
  return Buffer.concat([
    Buffer.from(PDF_BODY, 'latin1'),
    Buffer.from('%'),
    Buffer.alloc(padding, 'x'),
    Buffer.from('\n'),
    Buffer.from(PDF_TRAILER, 'latin1'),
  ]);
}

/** A file of a multipart form: its bytes, the name the sender gives it and its declared type. */
export const pdfFile = (bytes = aPdf(), name = 'licence.pdf') => ({ bytes, name, type: 'application/pdf' });

/** A multipart form (files and text fields) as the browser builds it. */
export function uploadForm({ files = {}, fields = {} } = {}) {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The form of `POST /agent/application/documents`: the document and its kind. */
export const documentForm = (file = pdfFile(), kind = 'TRADE_LICENCE') =>
  uploadForm({ files: { file }, fields: { kind } });
