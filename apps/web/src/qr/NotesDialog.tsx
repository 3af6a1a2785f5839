import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { t } from '../lib/i18n';
import { Dialog } from './Dialog';
import { NOTES_MAX_LENGTH } from './rules';

/** A line's notes: 100 characters at most (the field stops there), Enter saves, Shift+Enter breaks a line. */
export function NotesDialog(props: {
  title: string;
  notes: string | null;
  onClose: () => void;
  onSave: (notes: string) => void;
}) {
  const hintId = useId();
  const [text, setText] = useState(props.notes ?? '');
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    props.onSave(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      save();
    }
  };
  return (
    <Dialog title={t('Notes')} onClose={props.onClose}>
      <form className="qr-dialog-body" onSubmit={save}>
        <label className="qr-field">
          <span>{t('Notes for {title}', { title: props.title })}</span>
          <textarea
            autoFocus
            rows={3}
            maxLength={NOTES_MAX_LENGTH}
            enterKeyHint="done"
            aria-describedby={hintId}
            value={text}
            onChange={(event) => setText(event.currentTarget.value.slice(0, NOTES_MAX_LENGTH))}
            onKeyDown={onKeyDown}
          />
        </label>
        <p id={hintId} className="qr-hint">
          <span>{t('{max} characters maximum', { max: NOTES_MAX_LENGTH })}</span>
          <span>
            {text.length}/{NOTES_MAX_LENGTH}
          </span>
        </p>
        <button type="submit" className="qr-btn qr-btn-primary qr-block">
          {t('Save')}
        </button>
      </form>
    </Dialog>
  );
}
