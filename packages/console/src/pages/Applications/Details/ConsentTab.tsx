import { type UserConsentUserScope, userConsentUserScopes } from '@gatehouse/schemas/applications';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAssignUserConsentScopes, useRemoveUserConsentScope } from '../../../api/applications/mutations';
import { useUserConsentScopes } from '../../../api/applications/queries';
import { Card } from '../../../components/Card';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox';
import { Hint } from '../../../components/FormField';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { AssignDialog } from '../../../patterns/AssignModal';
import { PermissionPicker } from '../../../patterns/PermissionPicker';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
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
  const removeConsentScope = useRemoveUserConsentScope();
  const adding = useAssigning();
  if (!application.isThirdParty) return <Navigate to="../settings" replace />;
  const rows = query.data && [
    ...query.data.userScopes.map(
      (scope): Row => ({
        kind: 'user-scopes',
        id: scope,
        name: scope,
        source: t('applications.user_data'),
        description: t(`applications.user_scopes.${scope}`),
      }),
    ),
    ...query.data.resourceScopes.flatMap(({ resource, scopes }) =>
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
    <Stack wide>
      <Notice>{t('applications.consent_intro')}</Notice>
      <div>
        <RelationTab
          query={{ ...query, data: rows }}
          rowKey={(row) => `${row.kind} ${row.id}`}
          caption={t('applications.permissions')}
          empty={{
            icon: ListChecks,
            title: t('applications.consent_empty_title'),
            description: t('applications.consent_empty_description'),
          }}
          columns={[
            { key: 'name', title: t('api_resources.permission_name'), render: (row) => <code>{row.name}</code> },
            { key: 'source', title: t('applications.consent_source'), render: (row) => row.source },
            {
              key: 'description',
              title: t('api_resources.permission_description'),
              render: (row) => row.description,
            },
          ]}
          remove={{
            label: (row) => row.name,
            confirm: (row) => ({
              title: t('applications.remove_consent_title'),
              message: t('applications.remove_consent_message', { name: application.name, scope: row.name }),
              confirmText: t('roles.remove'),
            }),
            run: (row) => removeConsentScope.mutateAsync({ id: application.id, type: row.kind, scopeId: row.id }),
            done: (row) => t('applications.consent_removed', { scope: row.name }),
          }}
          assign={{
            label: t('applications.add_permissions'),
            state: adding,
            dialog: (close) => (
              <AddConsentDialog
                listedUserScopes={query.data?.userScopes ?? []}
                listedScopeIds={(query.data?.resourceScopes ?? []).flatMap(({ scopes }) =>
                  scopes.map((scope) => scope.id),
                )}
                onClose={close}
              />
            ),
          }}
        />
      </div>
    </Stack>
  );
};

/** What more the app may ask for: user data, and permissions of the tenant's APIs. */
const AddConsentDialog = ({
  listedUserScopes,
  listedScopeIds,
  onClose,
}: {
  listedUserScopes: readonly UserConsentUserScope[];
  listedScopeIds: string[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const application = useDetailsApplication();
  const assignConsentScopes = useAssignUserConsentScopes();
  const [userScopes, setUserScopes] = useState<UserConsentUserScope[]>([]);
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const pickableUserScopes = userConsentUserScopes.filter((scope) => !listedUserScopes.includes(scope));
  const count = userScopes.length + scopeIds.length;
  const add = async () => {
    const done = await runThenSay(
      () => assignConsentScopes.mutateAsync({ id: application.id, userScopes, resourceScopes: scopeIds }),
      t('applications.consent_added', { count }),
    );
    if (done) onClose();
  };
  return (
    <AssignDialog
      onClose={onClose}
      title={t('applications.add_permissions')}
      description={t('applications.add_permissions_description', { name: application.name })}
      count={count}
      pending={assignConsentScopes.isPending}
      submitLabel={t('applications.add')}
      onSubmit={() => void add()}
    >
      <Card title={t('applications.user_data')}>
        {pickableUserScopes.length === 0 ? (
          <Hint>{t('applications.no_user_data_to_pick')}</Hint>
        ) : (
          <CheckboxGroup aria-label={t('applications.user_data')}>
            {pickableUserScopes.map((scope) => (
              <Checkbox
                key={scope}
                label={<code>{scope}</code>}
                hint={t(`applications.user_scopes.${scope}`)}
                checked={userScopes.includes(scope)}
                onChange={() =>
                  setUserScopes((current) =>
                    current.includes(scope) ? current.filter((item) => item !== scope) : [...current, scope],
                  )
                }
              />
            ))}
          </CheckboxGroup>
        )}
      </Card>
      <Card title={t('applications.api_permissions')}>
        <PermissionPicker value={scopeIds} onChange={setScopeIds} held={listedScopeIds} hideReadOnly />
      </Card>
    </AssignDialog>
  );
};
