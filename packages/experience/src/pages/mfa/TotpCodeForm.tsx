import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/SubmitButton';
import type { FlowOutcome } from '../../lib/flow';
import { useFlow } from '../../lib/use-flow';

/** Digits of an authenticator app's code. */
const codeLength = 6;

type Props = {
  /** Checks the code typed; a wrong one fails (`session.mfa.invalid_code`, shown under the field). */
  check: (code: string) => Promise<unknown>;
  /** What follows a right code (remember the device, submit). */
  finish: () => Promise<FlowOutcome | undefined>;
  /** Shown between the code and the button (the "remember this device" box). */
  children?: ReactNode;
  /** The field's label: an authenticator code unless said (a code sent by email or SMS). */
  label?: string;
};

/**
 * A six-digit second-factor code (an authenticator's, or one sent by email or SMS): sent as soon as it is complete (typed, pasted or filled in),
 * or with Enter. A code that passed is used up: a retry after a later failure only finishes.
 */
export const TotpCodeForm = ({ check, finish, children, label }: Props) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [checked, setChecked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, error, run, edited } = useFlow({
    onCodeError: (message) => {
      setCodeError(message);
      inputRef.current?.focus();
      inputRef.current?.select();
    },
  });

  useEffect(() => inputRef.current?.focus(), []);

  const verify = (value: string) =>
    run(async () => {
      if (!checked) {
        await check(value);
        setChecked(true);
      }
      return finish();
    });

  const onChange = (value: string) => {
    setCode(value);
    setCodeError(undefined);
    if (value.length === codeLength && value !== code && !busy) void verify(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length < codeLength && !checked) {
      setCodeError(t('error.code_incomplete'));
      inputRef.current?.focus();
      return;
    }
    void verify(code);
  };

  return (
    <form noValidate onChange={(event) => edited(event.target)} onSubmit={onSubmit}>
      <FormError message={error} />
      <CodeInput
        ref={inputRef}
        label={label ?? t('mfa.input_totp')}
        value={code}
        onChange={onChange}
        length={codeLength}
        error={codeError}
        readOnly={busy || checked}
      />
      {children}
      <SubmitButton busy={busy}>{t('action.continue')}</SubmitButton>
    </form>
  );
};
