import type { Translated } from '../plurals';
import accountCenter from './account-center/es';
import apiResources from './api-resources/es';
import applications from './applications/es';
import auditLogs from './audit-logs/es';
import cloud from './cloud/es';
import common from './common/es';
import connectors from './connectors/es';
import customPhrases from './custom-phrases/es';
import customizeJwt from './customize-jwt/es';
import dashboard from './dashboard/es';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/es';
import getStarted from './get-started/es';
import getStartedChecklist from './get-started-checklist/es';
import mfa from './mfa/es';
import organizationTemplate from './organization-template/es';
import organizations from './organizations/es';
import profile from './profile/es';
import roles from './roles/es';
import samlApplications from './saml-applications/es';
import security from './security/es';
import shell from './shell/es';
import signInExperience from './sign-in-experience/es';
import signingKeys from './signing-keys/es';
import tenantSettings from './tenant-settings/es';
import uploads from './uploads/es';
import users from './users/es';
import webhooks from './webhooks/es';

const es: Translated<ConsolePhrases, 'es'> = {
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

export default es;
