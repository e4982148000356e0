import { Navigate } from 'react-router';
import { firstSidebarPath } from './areas';
import { useConsoleConfig } from './config-context';
import { useTenant } from './tenant';

/** The tenant root leads to the first visible sidebar item (spec §2). */
export const TenantRoot = () => {
  const config = useConsoleConfig();
  const { path } = useTenant();
  return <Navigate to={path(firstSidebarPath(config))} replace />;
};
