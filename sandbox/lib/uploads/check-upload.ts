import { readFile, writeFile } from 'node:fs/promises';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_EXTENSIONS,
  isDecodableImage,
  isPdf,
  reencodeImage,
  sniffImage,
  type ImageKind,
} from '../image';

/**
 * What an upload must be: a document (a PDF, or a JPEG/PNG/WebP that decodes, kept as sent), an
 * agent's logo or a profile picture (an image decoded and encoded afresh at most `maxSide` a side).
 */
export type UploadCheck = { kind: 'document' } | { kind: 'image'; maxSide: number };

/** One upload to check, as the event loop hands it to a worker: every file is a path on disk. */
export interface UploadTask {
  /** The request body (multipart/form-data), streamed to disk as it arrived. */
  bodyPath: string;
  /** The request's Content-Type, with the multipart boundary. */
  contentType: string;
  /** The form field that carries the file. */
  field: string;
  check: UploadCheck;
  /** The largest file taken (5 MiB: lib/body-limit.ts). */
  maxBytes: number;
  /** Where the accepted file (as it will be stored) is written. */
  outPath: string;
}

/** The file field's verdict; `accepted` means the file is at the task's `outPath`. */
export type FileVerdict =
  | {
      status: 'accepted';
      /** The name the sender gave the file (metadata only). */
      name: string;
      /** The size of the file kept (an image after it was encoded afresh). */
      size: number;
      /** What the file is by its content. */
      kind: ImageKind | 'pdf';
      contentType: string;
      extension: string;
    }
  /** The field holds text, or more than one value. */
  | { status: 'not-a-file' }
  | { status: 'too-large' }
  /** Not a file of an accepted type by its content (whatever its name or declared type say). */
  | { status: 'refused' };

export type UploadOutcome =
  { status: 'parsed'; fields: Record<string, string>; file: FileVerdict | null } | { status: 'malformed' };

/**
 * Parses the multipart body at `bodyPath`, checks its file by content and writes the file to keep
 * to `outPath`. CPU-heavy (multipart parsing, image decoding): it runs in a worker thread
 * (./pool.ts), never on the API's event loop.
 */
export async function checkUpload(task: UploadTask): Promise<UploadOutcome> {
  const body = await readFile(task.bodyPath);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': task.contentType } }).formData();
  } catch {
    return { status: 'malformed' };
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name !== task.field && typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  const values = form.getAll(task.field);
  if (values.length === 0 || (values.length === 1 && values[0] === ''))
    return { status: 'parsed', fields, file: null };
  const [value] = values;
  if (values.length > 1 || !(value instanceof File))
    return { status: 'parsed', fields, file: { status: 'not-a-file' } };
  if (value.size > task.maxBytes) return { status: 'parsed', fields, file: { status: 'too-large' } };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kept = await keptFile(bytes, task.check);
  if (!kept) return { status: 'parsed', fields, file: { status: 'refused' } };
  await writeFile(task.outPath, kept.content, { mode: 0o600 });
  return {
    status: 'parsed',
    fields,
    file: {
      status: 'accepted',
      name: value.name,
      size: kept.content.byteLength,
      kind: kept.kind,
      contentType: kept.contentType,
      extension: kept.extension,
    },
  };
}

async function keptFile(
  bytes: Uint8Array,
  check: UploadCheck,
): Promise<{ content: Uint8Array; kind: ImageKind | 'pdf'; contentType: string; extension: string } | null> {
  if (check.kind === 'image') {
    const image = await reencodeImage(bytes, check.maxSide);
    if (!image) return null;
    return {
      content: image.content,
      kind: image.kind,
      contentType: IMAGE_CONTENT_TYPES[image.kind],
      extension: IMAGE_EXTENSIONS[image.kind],
    };
  }
  if (isPdf(bytes)) return { content: bytes, kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' };
  const kind = sniffImage(bytes);
  if (!kind || !(await isDecodableImage(bytes))) return null;
  return { content: bytes, kind, contentType: IMAGE_CONTENT_TYPES[kind], extension: IMAGE_EXTENSIONS[kind] };
}

/** The image kind of an accepted file that an image check let through (never a PDF). */
export function imageKindOf(file: { kind: ImageKind | 'pdf' }): ImageKind {
  if (file.kind === 'pdf') throw new Error('An image check accepted a PDF');
  return file.kind;
}
