import { OrganizationsOf } from '../../Organizations/components/OrganizationsOf';
import { useDetailsUser } from '.';

/** The organizations the user is a member of, with their organization roles there. */
export const OrganizationsTab = () => <OrganizationsOf kind="users" id={useDetailsUser().id} />;
