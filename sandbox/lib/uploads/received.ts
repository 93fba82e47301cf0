import type { FileVerdict } from './check-upload';

export type AcceptedFile = Extract<FileVerdict, { status: 'accepted' }>;

/** The checked upload a route handler gets: the form's text fields and the accepted file. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  /** Null when the form has no file in the field (the route's validator says it is required). */
  file: AcceptedFile | null;
  /** Where an accepted file is, ready for the store (`FileStore.putFile`); removed after the request. */
  path: string;
}
