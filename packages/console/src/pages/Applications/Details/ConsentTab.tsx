import { type UserConsentUserScope, userConsentUserScopes } from '@gatehouse/schemas/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useApplicationMutations, useUserConsentScopes } from '../../../api/applications';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { Table } from '../../../components/Table';
import { toast } from '../../../components/Toast/store';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { PermissionPicker } from '../../PermissionPicker';
import { removeColumn } from '../../SearchableTable';
import styles from '../../shared.module.css';
import { useDetailsApplication } from '.';

type Row =
  | { kind: 'user-scopes'; id: UserConsentUserScope; name: string; source: string; description: string }
  | { kind: 'resource-scopes'; id: string; name: string; source: string; description: string };

/**
 * The permissions tab of a third-party application: the user data and API
 * permissions it may ask its users for. Anything else it requests is left out.
 */
export const ConsentTab = () => {
  const { t } = useTranslation();
  const application = useDetailsApplication();
  const query = useUserConsentScopes(application.id);
  const { assignConsentScopes, removeConsentScope } = useApplicationMutations();
  const [adding, setAdding] = useState(false);
  const [userScopes, setUserScopes] = useState<UserConsentUserScope[]>([]);
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  if (!application.isThirdParty) return <Navigate to="../settings" replace />;

  const close = () => {
    setAdding(false);
    setUserScopes([]);
    setScopeIds([]);
  };

  const add = async () => {
    try {
      await assignConsentScopes.mutateAsync({ id: application.id, userScopes, resourceScopes: scopeIds });
      toast.success(t('applications.consent_added', { count: userScopes.length + scopeIds.length }));
      close();
    } catch (error) {
      handleSubmitError(error);
    }
  };

  const remove = async (row: Row) => {
    await confirmThenRun(
      {
        title: t('applications.remove_consent_title'),
        message: t('applications.remove_consent_message', { name: application.name, scope: row.name }),
        confirmText: t('roles.remove'),
      },
      () => removeConsentScope.mutateAsync({ id: application.id, type: row.kind, scopeId: row.id }),
      t('applications.consent_removed', { scope: row.name }),
    );
  };

  const listedUserScopes = new Set(query.data?.userScopes ?? []);
  const listedScopeIds = (query.data?.resourceScopes ?? []).flatMap(({ scopes }) => scopes.map((scope) => scope.id));
  const pickableUserScopes = userConsentUserScopes.filter((scope) => !listedUserScopes.has(scope));

  return (
    <div className={styles.cards}>
      <p className={styles.note}>{t('applications.consent_intro')}</p>
      <div className={styles.toolbar}>
        <span />
        <Button kind="primary" onClick={() => setAdding(true)}>
          {t('applications.add_permissions')}
        </Button>
      </div>
      <DataState
        query={query}
        isEmpty={(data) => data.userScopes.length === 0 && data.resourceScopes.length === 0}
        empty={
          <EmptyState
            title={t('applications.consent_empty_title')}
            description={t('applications.consent_empty_description')}
          />
        }
      >
        {(data) => {
          const rows: Row[] = [
            ...data.userScopes.map(
              (scope): Row => ({
                kind: 'user-scopes',
                id: scope,
                name: scope,
                source: t('applications.user_data'),
                description: t(`applications.user_scopes.${scope}`),
              }),
            ),
            ...data.resourceScopes.flatMap(({ resource, scopes }) =>
              scopes.map(
                (scope): Row => ({
                  kind: 'resource-scopes',
                  id: scope.id,
                  name: scope.name,
                  source: resource.name,
                  description: scope.description ?? '',
                }),
              ),
            ),
          ];
          return (
            <Table
              caption={t('applications.permissions')}
              rows={rows}
              rowKey={(row) => `${row.kind} ${row.id}`}
              columns={[
                { key: 'name', title: t('api_resources.permission_name'), render: (row) => <code>{row.name}</code> },
                { key: 'source', title: t('applications.consent_source'), render: (row) => row.source },
                {
                  key: 'description',
                  title: t('api_resources.permission_description'),
                  render: (row) => row.description,
                },
                removeColumn(t, (row) => row.name, remove),
              ]}
            />
          );
        }}
      </DataState>
      <Modal
        open={adding}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('applications.add_permissions')}
        description={t('applications.add_permissions_description', { name: application.name })}
        size="medium"
        footer={
          <>
            <Button onClick={close}>{t('general.cancel')}</Button>
            <Button
              kind="primary"
              disabled={userScopes.length + scopeIds.length === 0}
              loading={assignConsentScopes.isPending}
              onClick={() => void add()}
            >
              {t('applications.add')}
            </Button>
          </>
        }
      >
        <Card title={t('applications.user_data')}>
          {pickableUserScopes.length === 0 ? (
            <p className={styles.hint}>{t('applications.no_user_data_to_pick')}</p>
          ) : (
            <fieldset className={styles.group} aria-label={t('applications.user_data')}>
              {pickableUserScopes.map((scope) => (
                <label key={scope} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={userScopes.includes(scope)}
                    onChange={() =>
                      setUserScopes((current) =>
                        current.includes(scope) ? current.filter((item) => item !== scope) : [...current, scope],
                      )
                    }
                  />
                  <code>{scope}</code>
                  <span className={styles.optionHint}>{t(`applications.user_scopes.${scope}`)}</span>
                </label>
              ))}
            </fieldset>
          )}
        </Card>
        <Card title={t('applications.api_permissions')}>
          <PermissionPicker value={scopeIds} onChange={setScopeIds} held={listedScopeIds} hideReadOnly />
        </Card>
      </Modal>
    </div>
  );
};
