import type { Translated } from '../plurals';
import accountCenter from './account-center/ar';
import apiResources from './api-resources/ar';
import applications from './applications/ar';
import auditLogs from './audit-logs/ar';
import cloud from './cloud/ar';
import common from './common/ar';
import connectors from './connectors/ar';
import customPhrases from './custom-phrases/ar';
import customizeJwt from './customize-jwt/ar';
import dashboard from './dashboard/ar';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/ar';
import getStarted from './get-started/ar';
import getStartedChecklist from './get-started-checklist/ar';
import mfa from './mfa/ar';
import organizationTemplate from './organization-template/ar';
import organizations from './organizations/ar';
import profile from './profile/ar';
import roles from './roles/ar';
import samlApplications from './saml-applications/ar';
import security from './security/ar';
import shell from './shell/ar';
import signInExperience from './sign-in-experience/ar';
import signingKeys from './signing-keys/ar';
import tenantSettings from './tenant-settings/ar';
import uploads from './uploads/ar';
import users from './users/ar';
import webhooks from './webhooks/ar';

const ar: Translated<ConsolePhrases, 'ar'> = {
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

export default ar;
