import type { SamlApplication } from '@gatehouse/schemas/saml-applications';
import type { ReactNode } from 'react';
import { useSamlApplication } from '../../../api/saml-applications/queries';
import { DataState } from '../../../components/DataState';
import { useDetailsApplication } from '../Details';

/** A SAML application's tab: its SAML config loaded (loading and failed states included). */
export const SamlDetails = ({ children }: { children: (application: SamlApplication) => ReactNode }) => {
  const application = useDetailsApplication();
  return <DataState query={useSamlApplication(application.id)}>{children}</DataState>;
};
