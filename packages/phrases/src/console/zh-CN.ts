import type { Translated } from '../plurals';
import accountCenter from './account-center/zh-CN';
import apiResources from './api-resources/zh-CN';
import applications from './applications/zh-CN';
import auditLogs from './audit-logs/zh-CN';
import cloud from './cloud/zh-CN';
import common from './common/zh-CN';
import connectors from './connectors/zh-CN';
import customPhrases from './custom-phrases/zh-CN';
import customizeJwt from './customize-jwt/zh-CN';
import dashboard from './dashboard/zh-CN';
import type { ConsolePhrases } from './en';
import enterpriseSso from './enterprise-sso/zh-CN';
import getStarted from './get-started/zh-CN';
import getStartedChecklist from './get-started-checklist/zh-CN';
import mfa from './mfa/zh-CN';
import organizationTemplate from './organization-template/zh-CN';
import organizations from './organizations/zh-CN';
import profile from './profile/zh-CN';
import roles from './roles/zh-CN';
import samlApplications from './saml-applications/zh-CN';
import security from './security/zh-CN';
import shell from './shell/zh-CN';
import signInExperience from './sign-in-experience/zh-CN';
import signingKeys from './signing-keys/zh-CN';
import tenantSettings from './tenant-settings/zh-CN';
import uploads from './uploads/zh-CN';
import users from './users/zh-CN';
import webhooks from './webhooks/zh-CN';

const zhCN: Translated<ConsolePhrases, 'zh-CN'> = {
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

export default zhCN;
