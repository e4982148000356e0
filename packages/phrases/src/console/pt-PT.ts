import type { Translated } from '../plurals';
import accountCenter from './account-center/pt-PT';
import apiResources from './api-resources/pt-PT';
import applications from './applications/pt-PT';
import auditLogs from './audit-logs/pt-PT';
import cloud from './cloud/pt-PT';
import common from './common/pt-PT';
import connectors from './connectors/pt-PT';
import customPhrases from './custom-phrases/pt-PT';
import customizeJwt from './customize-jwt/pt-PT';
import dashboard from './dashboard/pt-PT';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/pt-PT';
import getStarted from './get-started/pt-PT';
import getStartedChecklist from './get-started-checklist/pt-PT';
import mfa from './mfa/pt-PT';
import organizationTemplate from './organization-template/pt-PT';
import organizations from './organizations/pt-PT';
import profile from './profile/pt-PT';
import roles from './roles/pt-PT';
import samlApplications from './saml-applications/pt-PT';
import security from './security/pt-PT';
import shell from './shell/pt-PT';
import signInExperience from './sign-in-experience/pt-PT';
import signingKeys from './signing-keys/pt-PT';
import tenantSettings from './tenant-settings/pt-PT';
import uploads from './uploads/pt-PT';
import users from './users/pt-PT';
import webhooks from './webhooks/pt-PT';

const ptPT: Translated<ConsolePhrases, 'pt-PT'> = {
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

export default ptPT;
