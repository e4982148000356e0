import type { SsoConnector } from '@gatehouse/schemas/sso-connectors';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSsoConnectorList } from '../../../api/sso-connectors/queries';
import { useTenant } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { FieldError, Hint } from '../../../components/FormField';
import fieldStyles from '../../../components/FormField/index.module.css';
import { Select } from '../../../components/Select';
import { Stack } from '../../../components/Stack';
import { Tag, TagList } from '../../../components/Tag';
import styles from './JitCard.module.css';
import type { JitSettings } from './use-jit-settings';

/**
 * The JIT card's enterprise SSO connectors: those listed (each removable) and a choice among the
 * tenant's other connectors to add. A user created by signing in through one joins the organization.
 */
export const JitSsoConnectors = ({ jit }: { jit: JitSettings }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const connectors = useSsoConnectorList();
  const labelId = useId();
  const [chosen, setChosen] = useState('');
  const label = t('organizations.jit_sso_connectors');
  return (
    <Stack>
      <div className={fieldStyles.field}>
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
        <Hint>{t('organizations.jit_sso_connectors_hint')}</Hint>
      </div>
      <DataState query={jit.ssoConnectorsQuery}>
        {(saved) => (
          <DataState query={connectors}>
            {(all) => {
              const nameOf = (id: string) =>
                all.find((connector) => connector.id === id)?.connectorName ??
                saved.find((connector) => connector.id === id)?.connectorName ??
                id;
              const others = all.filter((connector: SsoConnector) => !jit.ssoConnectorIds.includes(connector.id));
              const add = () => {
                if (!chosen) return;
                jit.setSsoConnectorIds([...jit.ssoConnectorIds, chosen]);
                setChosen('');
              };
              return (
                <>
                  {jit.ssoConnectorIds.length === 0 ? (
                    <Hint>{t('organizations.jit_no_sso_connectors')}</Hint>
                  ) : (
                    <TagList as="ul" aria-labelledby={labelId}>
                      {jit.ssoConnectorIds.map((id) => (
                        <li key={id}>
                          <Tag
                            removeLabel={t('organizations.jit_remove_sso_connector', { name: nameOf(id) })}
                            onRemove={() => jit.setSsoConnectorIds(jit.ssoConnectorIds.filter((item) => item !== id))}
                          >
                            {nameOf(id)}
                          </Tag>
                        </li>
                      ))}
                    </TagList>
                  )}
                  {all.length === 0 ? (
                    <Hint>
                      {t('organizations.jit_no_tenant_sso_connectors')}{' '}
                      <Link to={path('/enterprise-sso')}>{t('enterprise_sso.title')}</Link>
                    </Hint>
                  ) : others.length > 0 ? (
                    <div className={styles.addRow}>
                      <Select
                        label={t('organizations.jit_add_sso_connector')}
                        value={chosen}
                        onChange={(event) => setChosen(event.target.value)}
                      >
                        <option value="">{t('organizations.jit_choose_sso_connector')}</option>
                        {others.map((connector) => (
                          <option key={connector.id} value={connector.id}>
                            {connector.connectorName}
                          </option>
                        ))}
                      </Select>
                      <Button onClick={add} disabled={!chosen}>
                        {t('organizations.jit_add_connector')}
                      </Button>
                    </div>
                  ) : null}
                  {jit.ssoConnectorsError ? <FieldError>{jit.ssoConnectorsError}</FieldError> : null}
                </>
              );
            }}
          </DataState>
        )}
      </DataState>
    </Stack>
  );
};
