import type { OidcKey, OidcKeyType, signingKeyAlgorithms } from '@gatehouse/schemas/signing-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSigningKey, useRotateSigningKeys } from '../../api/signing-keys/mutations';
import { useSigningKeys } from '../../api/signing-keys/queries';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { confirm } from '../../components/ConfirmDialog';
import { RadioGroup } from '../../components/RadioGroup';
import { type Column, RowActions, Table, TableSkeleton } from '../../components/Table';
import { Tag } from '../../components/Tag';
import { toast } from '../../components/Toast/store';
import styles from './index.module.css';

type Algorithm = (typeof signingKeyAlgorithms)[number];

/** One type's keys: the table, the rotation (with the algorithm for private keys) and the deletes. */
export const KeyList = ({ keyType }: { keyType: OidcKeyType }) => {
  const { t, i18n } = useTranslation();
  const keys = useSigningKeys(keyType);
  const rotate = useRotateSigningKeys(keyType);
  const remove = useDeleteSigningKey(keyType);
  const [algorithm, setAlgorithm] = useState<Algorithm>('RSA');
  const isPrivate = keyType === 'private-keys';
  const title = t(isPrivate ? 'signing_keys.private_keys' : 'signing_keys.cookie_keys');
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  const onRotate = async () => {
    const answer = await confirm({
      title: t('signing_keys.rotate_title'),
      message: t('signing_keys.rotate_description'),
      confirmText: t('signing_keys.rotate'),
    });
    if (answer !== 'confirmed') return;
    await rotate.mutateAsync(isPrivate ? algorithm : undefined);
    toast.success(t('signing_keys.rotated'));
  };
  const onDelete = async (key: OidcKey) => {
    const answer = await confirm({
      title: t('signing_keys.delete_title'),
      message: t('signing_keys.delete_description'),
      confirmText: t('signing_keys.delete'),
      kind: 'danger',
    });
    if (answer !== 'confirmed') return;
    await remove.mutateAsync(key.id);
    toast.success(t('signing_keys.deleted'));
  };

  const columns: Column<OidcKey>[] = [
    { key: 'id', title: t('signing_keys.id'), render: (key) => <code className={styles.id}>{key.id}</code> },
    { key: 'algorithm', title: t('signing_keys.algorithm'), render: (key) => key.algorithm, width: '120px' },
    { key: 'created', title: t('signing_keys.created'), render: (key) => date(key.createdAt), width: '200px' },
    {
      key: 'status',
      title: t('signing_keys.status'),
      width: '120px',
      render: (key) => (
        <Tag tone={key.status === 'current' ? 'success' : 'neutral'}>{t(`signing_keys.${key.status}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: '',
      actions: true,
      width: '120px',
      render: (key) =>
        key.status === 'previous' ? (
          <RowActions>
            <Button kind="text" onClick={() => void onDelete(key)} loading={remove.isPending}>
              {t('signing_keys.delete')}
            </Button>
          </RowActions>
        ) : null,
    },
  ];

  return (
    <Card
      title={title}
      description={t(isPrivate ? 'signing_keys.private_keys_description' : 'signing_keys.cookie_keys_description')}
    >
      <div className={styles.toolbar}>
        {isPrivate ? (
          <RadioGroup
            legend={t('signing_keys.algorithm_label')}
            options={[
              { value: 'RSA', label: 'RSA' },
              { value: 'EC', label: 'EC' },
            ]}
            value={algorithm}
            onValueChange={setAlgorithm}
          />
        ) : null}
        <Button onClick={() => void onRotate()} loading={rotate.isPending}>
          {t('signing_keys.rotate')}
        </Button>
      </div>
      {keys.data ? (
        <Table caption={title} columns={columns} rows={keys.data} rowKey={(key) => key.id} />
      ) : (
        <TableSkeleton caption={title} columns={columns} rows={2} />
      )}
    </Card>
  );
};
