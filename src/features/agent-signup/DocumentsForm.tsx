'use client';

import { useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DOCUMENT_TYPES } from '@/lib/forms/rules';
import { FormAlert, useServerError } from '@/components/forms/FormParts';
import { Ltr } from '@/components/text/Ltr';
import { useLazyMutation } from '@/store/lazyEndpoints';
import type { AgentApplication, ApplicationDocument, DocumentKind } from './api';
import { hasTradeLicence } from './applicationValues';
import { UploadProgress } from './FormBits';
import { removeDocumentEndpoint, uploadDocumentEndpoint } from './lazyEndpoints';
import { fileProblem } from './rules';
import { FileInput } from '@/components/forms/FileInput';

export function formatFileSize(bytes: number, locale: string): string {
  const format = (n: number) =>
    new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', { maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1_048_576) return `${format(bytes / 1_048_576)} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export { hasTradeLicence };

/**
 * Step 4: the trade licence and any other documents (PDF or images, ≤ 5 MB each; the server checks
 * their content). Each upload starts as soon as a file is chosen, with its progress; each document
 * can be removed while the application can be changed. `onChanged` gets each change's answer (the
 * application a page holds itself); the one read by useApplication follows by itself.
 */
export function DocumentsForm({
  application,
  onChanged,
  readOnly = false,
}: {
  application: AgentApplication;
  onChanged?: (application: AgentApplication) => void;
  readOnly?: boolean;
}) {
  const t = useTranslations('AgentSignup');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const uploadDocument = useLazyMutation(uploadDocumentEndpoint);
  const removeDocument = useLazyMutation(removeDocumentEndpoint);
  const server = useServerError();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>(
    hasTradeLicence(application.documents) ? 'OTHER' : 'TRADE_LICENCE',
  );
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    server.clear();
    const problem = fileProblem(file, 'document');
    if (problem) {
      server.showText(tv(problem));
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setUpload({ name: file.name, percent: 0 });
    try {
      const next = await uploadDocument({
        file,
        kind,
        onProgress: (percent) => setUpload({ name: file.name, percent }),
      });
      onChanged?.(next);
      if (kind === 'TRADE_LICENCE') setKind('OTHER');
    } catch (error) {
      server.show(error);
    } finally {
      setUpload(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const remove = async (document: ApplicationDocument) => {
    server.clear();
    setRemoving(document.id);
    try {
      const next = await removeDocument(document.id);
      onChanged?.(next);
    } catch (error) {
      server.show(error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="agent-documents">
      <h3 className="agent-documents__title" id={`${id}-list`}>
        {t('documents_list')}
      </h3>
      {application.documents.length === 0 ? (
        <p className="agent-documents__empty">{t('no_documents')}</p>
      ) : (
        <ul className="agent-documents__list" aria-labelledby={`${id}-list`}>
          {application.documents.map((document) => (
            <li key={document.id} className="agent-documents__item">
              <span className="agent-documents__kind">{t(`kind_${document.kind}`)}</span>
              <Ltr className="agent-documents__name">{document.fileName}</Ltr>
              <span className="agent-documents__size">
                <Ltr>{formatFileSize(document.size, locale)}</Ltr>
              </span>
              {!readOnly && (
                <button
                  type="button"
                  className="btn btn-link btn-sm agent-documents__remove"
                  onClick={() => void remove(document)}
                  disabled={removing !== null || upload !== null}
                  aria-label={t('remove_document', { name: document.fileName })}
                >
                  {t('remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="agent-documents__add">
          <div className="auth-field">
            <label htmlFor={`${id}-kind`} className="form-label">
              {t('document_kind')}
            </label>
            <select
              id={`${id}-kind`}
              className="form-select"
              value={kind}
              onChange={(event) => setKind(event.target.value as DocumentKind)}
            >
              <option value="TRADE_LICENCE">{t('kind_TRADE_LICENCE')}</option>
              <option value="OTHER">{t('kind_OTHER')}</option>
            </select>
          </div>
          <div className="auth-field">
            <label htmlFor={`${id}-file`} className="form-label">
              {t('choose_document')}
            </label>
            <FileInput
              inputRef={inputRef}
              id={`${id}-file`}
              accept={DOCUMENT_TYPES.join(',')}
              aria-describedby={`${id}-hint`}
              disabled={upload !== null}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <div id={`${id}-hint`} className="form-text">
              {t('documents_hint')}
            </div>
          </div>
          {upload && (
            <UploadProgress
              label={t('uploading', { name: upload.name, percent: upload.percent })}
              percent={upload.percent}
            />
          )}
        </div>
      )}
      <FormAlert message={server.message} />
    </div>
  );
}
