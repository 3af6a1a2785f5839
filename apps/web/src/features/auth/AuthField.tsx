import { type InputHTMLAttributes, useId } from 'react';

type TProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  /** the field's message, shown under it and named as its description */
  error?: string;
};

/** A labelled text field in plain elements (auth.css), for the sign-in form that draws before the UI library. */
export function AuthField({ label, error, required, ...input }: TProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="auth-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        className="auth-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="auth-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
