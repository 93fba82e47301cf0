'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { IMAGE_TYPES } from '@/lib/forms/rules';
import { FieldError, useFieldFeedback } from '@/components/forms/fieldFeedback';
import { FormAlert, useServerError } from '@/components/forms/FormParts';
import { useLazyMutation } from '@/store/lazyEndpoints';
import type { AgentApplication } from './api';
import { BrandingPreview } from './BrandingPreview';
import { DraftSync, StepButtons, UploadProgress } from './FormBits';
import { saveBrandingEndpoint } from './lazyEndpoints';
import { brandingSchema, isHexColour, type BrandingValues } from './rules';
import { FileInput } from '@/components/forms/FileInput';

/** A hex code as the colour picker takes it: six lower-case digits. */
export function pickerValue(hex: string): string {
  if (!isHexColour(hex)) return '#000000';
  const digits = hex.trim().slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

function ColourField({ name, label }: { name: 'primaryColor' | 'secondaryColor'; label: string }) {
  const t = useTranslations('AgentSignup');
  const [field, , helpers] = useField<string>(name);
  const { errorId, inputId, show, error } = useFieldFeedback(name, true);
  const hintId = `${inputId}-hint`;
  return (
    <div className="auth-field agent-colour">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          type="color"
          className="form-control form-control-color agent-colour__picker"
          value={pickerValue(field.value)}
          onChange={(event) => void helpers.setValue(event.target.value, true)}
          aria-label={t('colour_picker', { name: label })}
        />
        <input
          {...field}
          id={inputId}
          type="text"
          dir="ltr"
          className={`form-control agent-colour__hex${show ? ' is-invalid' : ''}`}
          placeholder="#1D4F91"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={show || undefined}
          aria-describedby={[hintId, show ? errorId : ''].filter(Boolean).join(' ')}
        />
      </div>
      <div id={hintId} className="form-text">
        {t('hex_hint')}
      </div>
      {show && <FieldError id={errorId} error={error} />}
    </div>
  );
}

function LogoField({ currentLogoUrl }: { currentLogoUrl: string | null }) {
  const t = useTranslations('AgentSignup');
  const [, , helpers] = useField<File | null>('logo');
  const { errorId, inputId, show, error } = useFieldFeedback('logo');
  const { submitCount } = useFormikContext();
  const visible = show || (submitCount > 0 && Boolean(error));
  const hintId = `${inputId}-hint`;
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="form-label">
        {t('logo')}
      </label>
      {currentLogoUrl && <p className="form-text mt-0">{t('logo_current')}</p>}
      <FileInput
        id={inputId}
        accept={IMAGE_TYPES.join(',')}
        invalid={visible}
        aria-describedby={[hintId, visible ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          void helpers.setValue(event.target.files?.[0] ?? null, true);
          void helpers.setTouched(true, false);
        }}
      />
      <div id={hintId} className="form-text">
        {t('logo_hint')}
      </div>
      {visible && <FieldError id={errorId} error={error} />}
    </div>
  );
}

/** A chosen file's address for the preview, released when it changes or goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function Preview({ currentLogoUrl, companyName }: { currentLogoUrl: string | null; companyName: string }) {
  const { values } = useFormikContext<BrandingValues>();
  const chosen = useObjectUrl(values.logo instanceof File ? values.logo : null);
  return (
    <BrandingPreview
      logoUrl={chosen ?? currentLogoUrl}
      companyName={companyName}
      primaryColor={values.primaryColor}
      secondaryColor={values.secondaryColor}
    />
  );
}

/** Step 3: the logo and the two colours, with a live preview; sent as one multipart call. */
export function BrandingForm({
  application,
  initialColours,
  onSaved,
  onBack,
  submitLabel,
  keepDraft = true,
}: {
  application: AgentApplication;
  initialColours: { primaryColor: string; secondaryColor: string };
  onSaved: (application: AgentApplication) => void;
  onBack?: () => void;
  submitLabel?: string;
  keepDraft?: boolean;
}) {
  const t = useTranslations('AgentSignup');
  const saveBranding = useLazyMutation(saveBrandingEndpoint);
  const server = useServerError();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const currentLogoUrl = application.branding.logoUrl;
  const savedBranding = application.branding;
  // A saved branding is being edited: its colours may be left empty (spec section 5), keeping them.
  const editing = Boolean(savedBranding.primaryColor && savedBranding.secondaryColor);
  const initialValues: BrandingValues = {
    logo: null,
    primaryColor: application.branding.primaryColor ?? initialColours.primaryColor,
    secondaryColor: application.branding.secondaryColor ?? initialColours.secondaryColor,
  };

  return (
    <Formik<BrandingValues>
      initialValues={initialValues}
      validationSchema={brandingSchema(Boolean(currentLogoUrl), editing)}
      onSubmit={async (values) => {
        server.clear();
        setProgress(values.logo ? 0 : null);
        try {
          const saved = await saveBranding({
            logo: values.logo,
            primaryColor: values.primaryColor.trim() || (savedBranding.primaryColor ?? ''),
            secondaryColor: values.secondaryColor.trim() || (savedBranding.secondaryColor ?? ''),
            onProgress: values.logo ? setProgress : undefined,
          });
          onSaved(saved);
        } catch (error) {
          server.show(error);
        } finally {
          setProgress(null);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="agent-apply__form agent-branding" aria-describedby={`${id}-text`}>
          {keepDraft && <DraftSync />}
          <p id={`${id}-text`} className="agent-apply__hint">
            {t('branding_text')}
          </p>
          <div className="agent-branding__grid">
            <div>
              <LogoField currentLogoUrl={currentLogoUrl} />
              <ColourField name="primaryColor" label={t('primary_color')} />
              <ColourField name="secondaryColor" label={t('secondary_color')} />
            </div>
            <Preview currentLogoUrl={currentLogoUrl} companyName={application.company?.companyName ?? ''} />
          </div>
          {progress !== null && (
            <UploadProgress label={t('uploading_logo', { percent: progress })} percent={progress} />
          )}
          <StepButtons busy={isSubmitting} onBack={onBack} submitLabel={submitLabel} />
          <FormAlert message={server.message} />
        </Form>
      )}
    </Formik>
  );
}
