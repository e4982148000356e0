import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import type { MethodSummary } from './form';
import styles from './SignInExperiencePage.module.css';
import { useWatchedSettings } from './use-watched-settings';

const useDescribe = () => {
  const { t } = useTranslation();
  return (method: MethodSummary) => {
    const ways = [
      method.password ? t('sign_in_exp.sign_in.password') : undefined,
      method.verificationCode ? t('sign_in_exp.sign_in.verification_code') : undefined,
    ].filter(Boolean);
    return `${t(`sign_in_exp.identifiers.${method.identifier}`)}: ${ways.join(', ') || t('sign_in_exp.lockout.none')}`;
  };
};

/**
 * Asks before a save that can lock existing users out (a way of signing in they rely on is gone),
 * with the sign-in methods before and after the change side by side.
 */
export const LockoutDialog = ({
  before,
  lost,
  onClose,
}: {
  before: SignInExperience;
  lost: readonly MethodSummary[] | undefined;
  onClose: (go: boolean) => void;
}) => {
  const { t } = useTranslation();
  const describe = useDescribe();
  const after = useWatchedSettings(before);
  const methods = (settings: SignInExperience) => (settings.signInMode === 'Register' ? [] : settings.signIn.methods);
  return (
    <Modal
      open={lost !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose(false))}
      title={t('sign_in_exp.lockout.title')}
      description={t('sign_in_exp.lockout.description', {
        ways: (lost ?? []).map((method) => describe(method)).join('; '),
      })}
      role="alertdialog"
      size="medium"
      footer={
        <>
          <Button onClick={() => onClose(false)}>{t('general.cancel')}</Button>
          <Button kind="danger" onClick={() => onClose(true)}>
            {t('sign_in_exp.lockout.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.beforeAfter}>
        {(
          [
            ['before', methods(before)],
            ['after', methods(after)],
          ] as const
        ).map(([key, list]) => (
          <section key={key}>
            <h3>{t(`sign_in_exp.lockout.${key}`)}</h3>
            <ul>
              {list.length === 0 ? <li>{t('sign_in_exp.lockout.none')}</li> : null}
              {list.map((method) => (
                <li key={method.identifier}>{describe(method)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
};
