import type { Translated } from '../plurals';
import accountCenter from './account-center/fr';
import apiResources from './api-resources/fr';
import applications from './applications/fr';
import auditLogs from './audit-logs/fr';
import cloud from './cloud/fr';
import common from './common/fr';
import connectors from './connectors/fr';
import customPhrases from './custom-phrases/fr';
import customizeJwt from './customize-jwt/fr';
import dashboard from './dashboard/fr';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/fr';
import getStarted from './get-started/fr';
import getStartedChecklist from './get-started-checklist/fr';
import mfa from './mfa/fr';
import organizationTemplate from './organization-template/fr';
import organizations from './organizations/fr';
import profile from './profile/fr';
import roles from './roles/fr';
import samlApplications from './saml-applications/fr';
import security from './security/fr';
import shell from './shell/fr';
import signInExperience from './sign-in-experience/fr';
import signingKeys from './signing-keys/fr';
import tenantSettings from './tenant-settings/fr';
import uploads from './uploads/fr';
import users from './users/fr';
import webhooks from './webhooks/fr';

const fr: Translated<ConsolePhrases, 'fr'> = {
  ...accountCenter,
  ...apiResources,
  ...applications,
  ...cloud,
  ...auditLogs,
  ...common,
  ...connectors,
  ...customPhrases,
  ...enterpriseSso,
  ...customizeJwt,
  ...getStarted,
  ...getStartedChecklist,
  ...dashboard,
  ...signingKeys,
  ...tenantSettings,
  ...mfa,
  ...organizationTemplate,
  ...organizations,
  ...profile,
  ...roles,
  ...samlApplications,
  ...security,
  ...shell,
  ...signInExperience,
  ...uploads,
  ...users,
  ...webhooks,
};

export default fr;
