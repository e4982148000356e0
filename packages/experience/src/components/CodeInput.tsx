import { forwardRef, useId } from 'react';

type Props = {
  label: string;
  value: string;
  /** Called with the digits typed or pasted (anything else dropped), at most `length`. */
  onChange: (value: string) => void;
  length: number;
  error?: string;
  /** While the code is being checked: it keeps the focus, unlike a disabled field. */
  readOnly?: boolean;
};

/**
 * A one-time code field: one real input (labelled, `autocomplete="one-time-code"` so phones offer
 * the code from the message, numeric keyboard, pasting the whole code works) drawn as a box per
 * digit. The boxes are decoration; the input lies over them, invisible, and takes every click,
 * key and paste. Codes read left to right in every language.
 */
export const CodeInput = forwardRef<HTMLInputElement, Props>(
  ({ label, value, onChange, length, error, readOnly }, ref) => {
    const id = useId();
    const errorId = `${id}-error`;
    const active = Math.min(value.length, length - 1);
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="code-input" dir="ltr" data-invalid={error ? true : undefined}>
          <input
            ref={ref}
            id={id}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            spellCheck={false}
            value={value}
            readOnly={readOnly}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // No maxLength: a pasted "123 456" would lose its last digit to it before the spaces go.
            onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
            // The caret stays after the last digit, where the boxes show it.
            onSelect={(event) => {
              const input = event.currentTarget;
              const end = input.value.length;
              if (input.selectionStart === input.selectionEnd && input.selectionStart !== end) {
                input.setSelectionRange(end, end);
              }
            }}
          />
          <div className="code-boxes" aria-hidden="true">
            {Array.from({ length }, (_, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: one box per position, never reordered
                key={index}
                className="code-box"
                data-active={index === active ? true : undefined}
                data-filled={index < value.length ? true : undefined}
              >
                {value[index] ?? ''}
              </span>
            ))}
          </div>
        </div>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
CodeInput.displayName = 'CodeInput';
