import { Navigate } from 'react-router';
import { OrganizationsOf } from '../../Organizations/components/OrganizationsOf';
import { useDetailsApplication } from '.';

/** The organizations a machine-to-machine app belongs to, with its organization roles there. */
export const OrganizationsTab = () => {
  const application = useDetailsApplication();
  if (application.type !== 'MachineToMachine') return <Navigate to="../settings" replace />;
  return <OrganizationsOf kind="applications" id={application.id} />;
};
