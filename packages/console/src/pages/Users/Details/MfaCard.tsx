import type { MfaVerification } from '@gatehouse/schemas/mfa';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRemoveUserMfa } from '../../../api/users/mutations';
import { useUserMfa } from '../../../api/users/queries';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Stack } from '../../../components/Stack';
import { type Column, RowActions, Table } from '../../../components/Table';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { CardAction } from '../../../patterns/DeleteCard';
import styles from './MfaCard.module.css';
import { MfaNameCell } from './MfaNameCell';

/**
 * A user's second factors (`GET /api/users/{id}/mfa-verifications`): type, name, added, last used;
 * rename a passkey in place, remove one, or all of them ("reset MFA"), each after a confirmation. The email / SMS code factors
 * the user has by their primary email / phone are listed as derived: they cannot be removed here.
 */
export const MfaCard = ({ userId, name }: { userId: string; name: string }) => {
  const { t, i18n } = useTranslation();
  const query = useUserMfa(userId);
  const remove = useRemoveUserMfa();
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const typeName = (factor: MfaVerification) => t(`mfa.factors.${factor.type}.title`);

  const removeOne = (factor: MfaVerification) =>
    confirmThenRun(
      {
        title: t('users.mfa.remove_title'),
        message: t('users.mfa.remove_message', { factor: typeName(factor), name }),
        confirmText: t('users.mfa.remove'),
      },
      () => remove.mutateAsync({ id: userId, verificationIds: [factor.id] }),
      t('users.mfa.removed', { factor: typeName(factor) }),
    );
  const reset = (factors: MfaVerification[]) =>
    confirmThenRun(
      {
        title: t('users.mfa.reset_title'),
        message: t('users.mfa.reset_message', { name }),
        confirmText: t('users.mfa.reset'),
      },
      () =>
        remove.mutateAsync({
          id: userId,
          verificationIds: factors.filter((factor) => !factor.derived).map((factor) => factor.id),
        }),
      t('users.mfa.reset_done', { name }),
    );

  const columns: Column<MfaVerification>[] = [
    {
      key: 'type',
      title: t('users.mfa.type'),
      render: (factor) =>
        factor.remainCodes === undefined
          ? typeName(factor)
          : `${typeName(factor)} (${t('users.mfa.codes_left', { remaining: factor.remainCodes })})`,
    },
    { key: 'name', title: t('users.mfa.name'), render: (factor) => <MfaNameCell userId={userId} factor={factor} /> },
    {
      key: 'created',
      title: t('users.mfa.created'),
      render: (factor) => (factor.createdAt === null ? '—' : date(factor.createdAt)),
    },
    {
      key: 'used',
      title: t('users.mfa.last_used'),
      render: (factor) => (factor.lastUsedAt === null ? t('users.never') : date(factor.lastUsedAt)),
    },
    {
      key: 'actions',
      title: t('users.mfa.actions'),
      actions: true,
      render: (factor) =>
        // A code factor comes with the primary email / phone: it goes only with the address.
        factor.derived ? (
          <span className={styles.derived}>{t('users.mfa.derived')}</span>
        ) : (
          <RowActions>
            <Button
              kind="text"
              onClick={() => void removeOne(factor)}
              aria-label={`${t('users.mfa.remove')}: ${typeName(factor)}`}
            >
              {t('users.mfa.remove')}
            </Button>
          </RowActions>
        ),
    },
  ];

  return (
    <Card title={t('users.mfa.title')} description={t('users.mfa.description')} aside>
      <DataState
        query={query}
        isEmpty={(factors) => factors.length === 0}
        empty={<EmptyState icon={ShieldCheck} title={t('users.mfa.empty')} description={t('users.mfa.empty_hint')} />}
      >
        {(factors) => (
          <Stack>
            <Table caption={t('users.mfa.title')} columns={columns} rows={factors} rowKey={(factor) => factor.id} />
            {factors.some((factor) => !factor.derived) ? (
              <CardAction
                description={t('users.mfa.reset_description')}
                action={
                  <Button kind="danger" onClick={() => void reset(factors)}>
                    {t('users.mfa.reset')}
                  </Button>
                }
              />
            ) : null}
          </Stack>
        )}
      </DataState>
    </Card>
  );
};
