'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { keepTabInside, useModalFocus } from './dialogFocus';

export interface ModalFrameProps {
  /** The classes of the wrapper, the backdrop and the dialog box, as each dialog styles them. */
  className: string;
  backdropClassName: string;
  boxClassName: string;
  /** Whether a press on the backdrop closes the dialog (a drawer); an answer the visitor must read does not. */
  closeOnBackdrop?: boolean;
  id?: string;
  /** The heading that names the dialog. */
  titleId: string;
  /**
   * The text that explains it (the answer a fare dialog gives): a screen reader reads it with the
   * name when focus enters. Without it Orca read only "The price has changed dialog" and the
   * button, never the old and new prices.
   */
  descriptionId?: string;
  /**
   * Which answer the dialog shows. When it changes while the dialog stays open (the price changed,
   * then the fare is held), focus moves to the dialog itself, so its new name and text are read:
   * the focused button kept its place with new words ("Continue at …" became "Continue to
   * checkout"), and Orca said nothing at all.
   */
  answerKey?: string;
  /** Escape (and the backdrop, when it closes). */
  onClose: () => void;
  /** What takes focus when it opens (else the box itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes when it closes and the control that opened it is gone. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal dialog's frame: a backdrop, and a box that takes focus, keeps Tab inside, closes on Escape,
 * locks the page's scroll and gives focus back when it closes (dialogFocus). The results filters'
 * drawer and the fare dialog each give their classes and their content.
 */
export function ModalFrame({
  className,
  backdropClassName,
  boxClassName,
  closeOnBackdrop = false,
  id,
  titleId,
  descriptionId,
  answerKey,
  onClose,
  initialFocus,
  fallbackFocus,
  testId,
  children,
}: ModalFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, initialFocus, fallbackFocus);
  const answerShown = useRef(answerKey);
  useEffect(() => {
    if (answerShown.current === answerKey) return;
    answerShown.current = answerKey;
    dialogRef.current?.focus();
  }, [answerKey]);
  return (
    <div className={className}>
      <div className={backdropClassName} aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={dialogRef}
        id={id}
        className={boxClassName}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          } else keepTabInside(event, dialogRef.current);
        }}
      >
        {children}
      </div>
    </div>
  );
}
