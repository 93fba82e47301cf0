export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

export function aPdf(size?: number): Buffer;
export function pdfFile(bytes?: Uint8Array, name?: string): UploadFile;
export function uploadForm(form?: {
  files?: Record<string, UploadFile>;
  fields?: Record<string, string>;
}): FormData;
export function documentForm(file?: UploadFile, kind?: string): FormData;
