import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Address } from '../components/Address';
import { ChangeAddressLink } from '../components/ChangeAddressLink';
import { CodeInput } from '../components/CodeInput';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { ResendButton } from '../components/ResendButton';
import { SubmitButton } from '../components/SubmitButton';
import { type CodeScreenState, isCodeScreenState, resendSeconds, retryAfterOf } from '../lib/code-screen';
import { type CodeFlow, checkCode, codeFlows, failureCode, identify, sendCode, submit } from '../lib/flow';
import { interpolateNodes } from '../lib/interpolate';
import { useFlow } from '../lib/use-flow';
import { NotFound } from './messages';
import { type Question, QuestionPanel } from './QuestionPanel';

/** Digits in a code (the server's `codePolicy.digits`). */
const codeLength = 6;

const inUseCodes = new Set(['user.email_already_in_use', 'user.phone_already_in_use']);

const isCodeFlow = (flow: string): flow is CodeFlow => (codeFlows as readonly string[]).includes(flow);

/**
 * The code screen of a flow (`/sign-in/verification-code`, `/register/…`, `/forgot-password/…`):
 * the code sent to the address, checked, then the flow goes on. Opened without a code sent (a
 * link, a new tab), it goes back to the flow's form.
 */
export const VerificationCode = () => {
  const { flow = '' } = useParams();
  const location = useLocation();
  if (!isCodeFlow(flow)) return <NotFound />;
  if (!isCodeScreenState(location.state)) return <Navigate to={`/${flow}${location.search}`} replace />;
  return <CodeScreen flow={flow} state={location.state} />;
};

const CodeScreen = ({ flow, state }: { flow: CodeFlow; state: CodeScreenState }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { identifier } = state;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  // A code checked right is used up: a retry after a later failure identifies with its verification.
  const [checked, setChecked] = useState<string>();
  const [question, setQuestion] = useState<Question>();
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, error, run, edited } = useFlow({
    userInfo: { [identifier.type]: identifier.value },
    onCodeError: (message) => {
      setCodeError(message);
      // The code typed stays, selected: typing again replaces it.
      inputRef.current?.focus();
      inputRef.current?.select();
    },
  });

  /** After the code: sign in, register or go on to the new password; or ask what the person wants. */
  const goOn = async (verificationId: string) => {
    try {
      await identify(verificationId);
    } catch (failure) {
      const reason = failureCode(failure);
      if (reason === 'user.not_found' && flow !== 'register') {
        setQuestion({ kind: 'no-account', verificationId });
        return undefined;
      }
      if (reason && inUseCodes.has(reason) && flow === 'register') {
        setQuestion({ kind: 'account-exists', verificationId });
        return undefined;
      }
      throw failure;
    }
    if (flow === 'forgot-password') {
      navigate(`/reset-password${location.search}`, { state: { identifier } });
      return undefined;
    }
    return submit();
  };

  const verify = (value: string) =>
    run(async () => {
      const verificationId = checked ?? (await checkCode(identifier, state.verificationId, value)).verificationId;
      setChecked(verificationId);
      return goOn(verificationId);
    });

  const resend = () =>
    run(async () => {
      setNotice(undefined);
      const here = `${location.pathname}${location.search}`;
      try {
        const { verificationId } = await sendCode(identifier);
        const next: CodeScreenState = { ...state, verificationId, sentAt: Date.now(), wait: resendSeconds };
        navigate(here, { replace: true, state: next });
        setChecked(undefined);
        setCode('');
        setCodeError(undefined);
        setNotice(t('description.code_resent'));
        inputRef.current?.focus();
      } catch (failure) {
        const retryAfter = retryAfterOf(failure);
        if (retryAfter === undefined) throw failure;
        navigate(here, { replace: true, state: { ...state, sentAt: Date.now(), wait: retryAfter } });
      }
      return undefined;
    });

  // The code is what the screen is for: the focus starts there.
  useEffect(() => inputRef.current?.focus(), []);

  if (question) return <QuestionPanel flow={flow} state={state} question={question} />;

  const onChange = (value: string) => {
    setCode(value);
    setCodeError(undefined);
    // A complete code goes at once (typed, pasted or filled in from the message).
    if (value.length === codeLength && value !== code && !busy) void verify(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length < codeLength) {
      setCodeError(t('error.code_incomplete'));
      inputRef.current?.focus();
      return;
    }
    void verify(code);
  };

  return (
    <Layout
      title={t('page_title.verification_code')}
      description={interpolateNodes(t('description.code_sent', { address: '{{address}}' }), {
        address: <Address identifier={identifier} />,
      })}
    >
      <form noValidate onChange={(event) => edited(event.target)} onSubmit={onSubmit}>
        <FormError message={error} />
        <CodeInput
          ref={inputRef}
          label={t('input.verification_code')}
          value={code}
          onChange={onChange}
          length={codeLength}
          error={codeError}
          readOnly={busy}
        />
        <SubmitButton busy={busy}>{t('action.continue')}</SubmitButton>
      </form>
      <div className="links">
        <ResendButton key={state.sentAt} sentAt={state.sentAt} wait={state.wait} busy={busy} onResend={resend} />
        <p className="notice" role="status">
          {notice}
        </p>
        <ChangeAddressLink state={state} />
      </div>
    </Layout>
  );
};
