import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { t } from '../lib/i18n';
import { newIdempotencyKey } from './api';
import { Dialog } from './Dialog';
import {
  PHONE_MAX_LENGTH,
  QR_NAME_MAX_LENGTH,
  QR_TEXT,
  type TCheckoutErrors,
  validateCustomer,
} from './rules';

export type TCheckoutCustomer = { name: string; phone: string } | null;

/** "Continue as": Guest, or Using Phone Number (name and phone), then Place Order. */
export function CheckoutDialog(props: {
  onClose: () => void;
  onPlace: (customer: TCheckoutCustomer, idempotencyKey: string) => Promise<void>;
}) {
  const ids = useId();
  const [mode, setMode] = useState<'guest' | 'phone'>('guest');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<TCheckoutErrors>({});
  const [busy, setBusy] = useState(false);
  // One key per checkout: pressing Place Order twice places one order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const nameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let customer: TCheckoutCustomer = null;
    if (mode === 'phone') {
      const found = validateCustomer({ name, phone });
      setErrors(found);
      if (found.name || found.phone) {
        (found.name ? nameInput : phoneInput).current?.focus();
        return;
      }
      customer = { name: name.trim(), phone: phone.trim() };
    }
    setBusy(true);
    try {
      await props.onPlace(customer, idempotencyKey);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('Continue as')} onClose={props.onClose}>
      <form className="qr-dialog-body" onSubmit={submit} noValidate>
        <div className="qr-segment" role="radiogroup" aria-label={t('Continue as')}>
          <label>
            <input
              type="radio"
              name={`${ids}-mode`}
              checked={mode === 'guest'}
              onChange={() => setMode('guest')}
            />
            <span>{t('Guest')}</span>
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-mode`}
              checked={mode === 'phone'}
              onChange={() => setMode('phone')}
            />
            <span>{t('Using Phone Number')}</span>
          </label>
        </div>
        {mode === 'phone' && (
          <>
            <Field id={`${ids}-name`} label={t('Name')} error={errors.name}>
              <input
                ref={nameInput}
                id={`${ids}-name`}
                autoComplete="name"
                maxLength={QR_NAME_MAX_LENGTH}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${ids}-name-error` : undefined}
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setErrors((e) => ({ ...e, name: undefined }));
                }}
              />
            </Field>
            <Field id={`${ids}-phone`} label={t('Phone')} error={errors.phone}>
              <input
                ref={phoneInput}
                id={`${ids}-phone`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={PHONE_MAX_LENGTH}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={errors.phone ? `${ids}-phone-error` : undefined}
                value={phone}
                onChange={(event) => {
                  setPhone(event.currentTarget.value);
                  setErrors((e) => ({ ...e, phone: undefined }));
                }}
              />
            </Field>
          </>
        )}
        <button type="submit" className="qr-btn qr-btn-primary qr-block" disabled={busy}>
          {busy ? t(QR_TEXT.pleaseWait) : t('Place Order')}
        </button>
      </form>
    </Dialog>
  );
}

/**
 * A labelled field with its message under it (the message is not part of the field's name). The message is
 * one of the server's texts (rules.ts mirrors them), translated here.
 */
function Field(props: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="qr-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error && (
        <span id={`${props.id}-error`} className="qr-error">
          {t(props.error)}
        </span>
      )}
    </div>
  );
}
