import type { Translated } from '../plurals';
import accountCenter from './account-center/zh-HK';
import apiResources from './api-resources/zh-HK';
import applications from './applications/zh-HK';
import auditLogs from './audit-logs/zh-HK';
import cloud from './cloud/zh-HK';
import common from './common/zh-HK';
import connectors from './connectors/zh-HK';
import customPhrases from './custom-phrases/zh-HK';
import customizeJwt from './customize-jwt/zh-HK';
import dashboard from './dashboard/zh-HK';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/zh-HK';
import getStarted from './get-started/zh-HK';
import getStartedChecklist from './get-started-checklist/zh-HK';
import mfa from './mfa/zh-HK';
import organizationTemplate from './organization-template/zh-HK';
import organizations from './organizations/zh-HK';
import profile from './profile/zh-HK';
import roles from './roles/zh-HK';
import samlApplications from './saml-applications/zh-HK';
import security from './security/zh-HK';
import shell from './shell/zh-HK';
import signInExperience from './sign-in-experience/zh-HK';
import signingKeys from './signing-keys/zh-HK';
import tenantSettings from './tenant-settings/zh-HK';
import uploads from './uploads/zh-HK';
import users from './users/zh-HK';
import webhooks from './webhooks/zh-HK';

const zhHK: Translated<ConsolePhrases, 'zh-HK'> = {
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

export default zhHK;
