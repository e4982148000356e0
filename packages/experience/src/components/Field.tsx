import type { TFunction } from 'i18next';
import { forwardRef, type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An eye (the password is hidden: show it), crossed out while it is shown. */
const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M3 3l18 18" /> : null}
  </svg>
);

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; reveal?: boolean };

/**
 * A labelled input whose error is tied to it (`aria-describedby`,
 * `aria-invalid`) and announced. `reveal` adds a show/hide password button.
 */
export const Field = forwardRef<HTMLInputElement, Props>(({ label, error, reveal, type, ...input }, ref) => {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-row">
        <input
          ref={ref}
          id={id}
          type={reveal && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {reveal ? (
          // A toggle button: its name stays "Show password" and aria-pressed says whether it is shown
          // (WAI-ARIA APG, button pattern); the tooltip says what a click does next.
          <button
            type="button"
            className="reveal"
            aria-label={t('action.show_password')}
            aria-pressed={shown}
            title={shown ? t('action.hide_password') : t('action.show_password')}
            onClick={() => setShown((value) => !value)}
          >
            <EyeIcon crossed={shown} />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
Field.displayName = 'Field';

/**
 * The repeat of a new password; register it with `matchesPassword` so it must equal the form's
 * `password`.
 *
 * @example
 * <ConfirmPasswordField error={errors.confirm?.message} {...register('confirm', { validate: matchesPassword(t) })} />
 */
export const ConfirmPasswordField = forwardRef<HTMLInputElement, Omit<Props, 'label' | 'type' | 'reveal'>>(
  (props, ref) => {
    const { t } = useTranslation();
    return (
      <Field ref={ref} label={t('input.confirm_password')} type="password" autoComplete="new-password" {...props} />
    );
  },
);
ConfirmPasswordField.displayName = 'ConfirmPasswordField';

/** The confirmation rule: the same text as the form's `password`. */
export const matchesPassword =
  (t: TFunction) =>
  (value: string, values: { password: string }): true | string =>
    value === values.password || t('error.passwords_do_not_match');
