import { type MfaVerification, mfaVerificationNameGuard } from '@gatehouse/schemas/mfa';
import { Pencil } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenameUserMfa } from '../../../api/users/mutations';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FormField';
import { Input } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import styles from './MfaCard.module.css';

/**
 * A factor's name in the user's MFA card; a passkey's can be renamed in place: Rename turns it into
 * an input (focused, its text selected), Enter or Save renames it (1 to 64 characters, as the
 * server's `mfaVerificationNameGuard`), Escape or Cancel puts the name back.
 */
export const MfaNameCell = ({ userId, factor }: { userId: string; factor: MfaVerification }) => {
  const { t } = useTranslation();
  const rename = useRenameUserMfa();
  const errorId = useId();
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const label = t('users.mfa.rename_label', { name: factor.name ?? t(`mfa.factors.${factor.type}.title`) });

  if (factor.type !== 'WebAuthn' || factor.derived) return <>{factor.name ?? '—'}</>;

  const cancel = () => {
    setDraft(undefined);
    setError(undefined);
  };
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = mfaVerificationNameGuard.safeParse(draft ?? '');
    if (!checked.success) {
      setError(t((draft ?? '').trim() === '' ? 'users.mfa.name_required' : 'users.mfa.name_too_long'));
      return;
    }
    if (checked.data === factor.name) return cancel();
    try {
      await rename.mutateAsync({ id: userId, verificationId: factor.id, name: checked.data });
      toast.success(t('users.mfa.renamed', { name: checked.data }));
      cancel();
    } catch {
      // The client already said why; the input stays for another try.
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  if (draft === undefined) {
    return (
      <span className={styles.name}>
        <span>{factor.name ?? '—'}</span>
        <Button
          kind="text"
          icon={<Pencil size={14} aria-hidden />}
          aria-label={label}
          onClick={() => setDraft(factor.name ?? '')}
        >
          {t('users.mfa.rename')}
        </Button>
      </span>
    );
  }
  return (
    <div className={styles.rename}>
      <Input
        aria-label={label}
        value={draft}
        maxLength={80}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <span className={styles.renameActions}>
        <Button kind="primary" loading={rename.isPending} onClick={() => void save()}>
          {t('users.mfa.rename_save')}
        </Button>
        <Button kind="text" onClick={cancel}>
          {t('general.cancel')}
        </Button>
      </span>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
};
