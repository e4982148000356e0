import type { ConnectorTypeName } from '@gatehouse/schemas/connectors';
import { useNavigate, useParams } from 'react-router';
import { useTenant } from '../../app/tenant';
import { PageNotFound } from '../../components/PageNotFound';
import { FactoryPicker } from './components/FactoryPicker';
import { type ConnectorTab, createTypesOf, isConnectorTab } from './connector-types';
import { PasswordlessTab } from './PasswordlessTab';
import { SocialTab } from './SocialTab';

/** A tab's content, with the factory picker over it on `{tab}/create/{createType}`. */
export const TabContent = ({ creating = false }: { creating?: boolean }) => {
  const { path } = useTenant();
  const navigate = useNavigate();
  const params = useParams();
  const tab: ConnectorTab = isConnectorTab(params.tab) ? params.tab : 'passwordless';
  const createType = createTypesOf(tab).find((type) => type === params.createType);
  if (creating && !createType) return <PageNotFound homePath={path(`/connectors/${tab}`)} />;
  return (
    <>
      {tab === 'social' ? <SocialTab /> : <PasswordlessTab />}
      <FactoryPicker
        type={(createType ?? 'email') satisfies ConnectorTypeName}
        open={creating && createType !== undefined}
        onClose={() => navigate(path(`/connectors/${tab}`))}
      />
    </>
  );
};
