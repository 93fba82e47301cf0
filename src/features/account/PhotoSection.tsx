'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toastSuccess } from '@/components/feedback/toast';
import { avatarColour, initialsOf } from '@/features/auth/avatar';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser, userUpdated } from '@/store/sessionSlice';
import { useDeleteProfilePhotoMutation, useUploadProfilePhotoMutation, type AccountProfile } from './api';
import { ConfirmButton } from './ConfirmButton';
import { useFailureText } from './failureText';
import { photoFileError } from './schemas';
import { canvasToJpeg, drawSquare, loadImage, type SquareMode } from './squareImage';
import { FileInput } from '@/components/forms/FileInput';

const ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/**
 * The profile photo: chosen (JPEG, PNG or WebP, at most 5 MB, checked here and again by the API),
 * cropped or fitted to a square and previewed, then uploaded; replaced or deleted later. Without a
 * photo the avatar shows the initials on the profile colour.
 */
export function PhotoSection({ profile }: { profile: AccountProfile }) {
  const t = useTranslations('Account');
  const tAll = useTranslations();
  const [uploadPhoto] = useUploadProfilePhotoMutation();
  const [deletePhoto] = useDeleteProfilePhotoMutation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const failureText = useFailureText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [chosen, setChosen] = useState<HTMLImageElement | null>(null);
  const [mode, setMode] = useState<SquareMode>('crop');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (chosen && canvasRef.current) drawSquare(canvasRef.current, chosen, mode);
  }, [chosen, mode]);

  const clearChoice = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setMessage(null);
    const file = event.target.files?.[0];
    if (!file) return;
    const error = photoFileError(file);
    if (error) {
      setMessage(tAll(error));
      clearChoice();
      return;
    }
    try {
      setChosen(await loadImage(file));
      setMode('crop');
    } catch {
      setMessage(tAll('Validation.invalid_file_type'));
      clearChoice();
    }
  };

  const upload = async () => {
    if (!canvasRef.current) return;
    setBusy(true);
    setMessage(null);
    try {
      const blob = await canvasToJpeg(canvasRef.current);
      if (!blob) throw new Error('encode');
      const profilePic = await uploadPhoto({
        userId: profile.id,
        image: blob,
        fileName: 'profile.jpg',
      }).unwrap();
      dispatch(userUpdated({ image: profilePic }));
      clearChoice();
      void toastSuccess(t('photo_saved'));
    } catch (error) {
      setMessage(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await deletePhoto(profile.id).unwrap();
      dispatch(userUpdated({ image: null }));
      void toastSuccess(t('photo_deleted'));
    } catch (error) {
      setMessage(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const initials = initialsOf(user ?? profile);

  return (
    <div className="account-photo">
      <div className="account-photo__current">
        {profile.profilePic ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by the club API from its own origin
          <img
            className="account-photo__avatar"
            src={profile.profilePic}
            alt={t('photo_alt')}
            width={96}
            height={96}
            data-testid="account-photo"
          />
        ) : (
          <span
            className="account-photo__avatar account-photo__avatar--initials"
            // Rendered in the browser only (after the stored state is back), so local storage is there.
            style={{ backgroundColor: avatarColour(profile) }}
            role="img"
            aria-label={t('photo_none')}
            data-testid="account-initials"
          >
            <span aria-hidden="true">{initials}</span>
          </span>
        )}
      </div>
      <div className="account-photo__controls">
        <label htmlFor={`${id}-file`} className="form-label">
          {profile.profilePic ? t('photo_replace') : t('photo_choose')}
        </label>
        <FileInput
          inputRef={inputRef}
          id={`${id}-file`}
          accept={ACCEPT}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event)}
          disabled={busy}
        />
        <div id={`${id}-hint`} className="form-text">
          {t('photo_hint')}
        </div>
        {chosen && (
          <div className="account-photo__preview">
            <canvas
              ref={canvasRef}
              className="account-photo__canvas"
              role="img"
              aria-label={t('photo_preview')}
            />
            <fieldset className="account-photo__mode">
              <legend className="form-label">{t('photo_shape')}</legend>
              {(['crop', 'fit'] as const).map((option) => (
                <div className="form-check form-check-inline" key={option}>
                  <input
                    className="form-check-input"
                    type="radio"
                    id={`${id}-${option}`}
                    name={`${id}-mode`}
                    checked={mode === option}
                    onChange={() => setMode(option)}
                  />
                  <label className="form-check-label" htmlFor={`${id}-${option}`}>
                    {t(`photo_${option}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="account-form__actions">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void upload()}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {busy ? t('saving') : t('photo_save')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={clearChoice}
                disabled={busy}
              >
                {t('cancel')}
              </button>
            </div>
          </div>
        )}
        {profile.profilePic && !chosen && (
          <ConfirmButton
            label={t('photo_delete')}
            question={t('photo_delete_question')}
            confirmLabel={t('photo_delete_confirm')}
            busy={busy}
            onConfirm={() => void remove()}
          />
        )}
        <div className="account-form__failure" role="alert">
          {message}
        </div>
      </div>
    </div>
  );
}
