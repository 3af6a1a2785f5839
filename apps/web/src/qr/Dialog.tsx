import { type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../lib/i18n';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * A modal dialog: a bottom sheet on phones, centred from 600 px. Esc and the backdrop close it, Tab stays
 * inside, focus returns to where it was. The panel (not a field) takes the focus, so opening a dialog does
 * not pop up the phone's keyboard unless a field asks for it.
 */
export function Dialog(props: { title: string; onClose: () => void; children: ReactNode }) {
  const { onClose } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="qr-overlay">
      <button
        type="button"
        className="qr-backdrop"
        aria-label={t('Close dialog')}
        tabIndex={-1}
        onClick={onClose}
      />
      <div
        ref={panel}
        className="qr-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="qr-dialog-head">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="qr-icon-btn" aria-label={t('Close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {props.children}
      </div>
    </div>
  );
}
