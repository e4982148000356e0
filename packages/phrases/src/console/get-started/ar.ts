import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'البدء',
    welcome: 'مرحبًا بك في Gatehouse',
    subtitle: 'كل ما يسجّل به مستخدموك الدخول، في مكان واحد. إليك ما تحتاج إليه لربط تطبيقك الأول.',
    endpoints_title: 'نقاط نهاية Gatehouse الخاصة بك',
    endpoints_description: 'تسجّل التطبيقات دخول المستخدمين لدى جهة الإصدار؛ وتستدعي خدماتك الخلفية واجهة API للإدارة.',
    issuer: 'جهة الإصدار (OpenID Connect)',
    discovery: 'إعدادات OpenID',
    management_api: 'مؤشر مورد واجهة API للإدارة',
    tenant_id: 'معرّف المستأجر',
    explore_title: 'استكشاف',
    api_reference_title: 'مرجع واجهة API للإدارة',
    api_reference_description: 'مستند OpenAPI لجميع نقاط نهاية الإدارة، لاستخدامه في أدواتك ونصوصك البرمجية.',
    docs_title: 'قراءة الوثائق',
    docs_description: 'أدلة لربط التطبيقات وحماية واجهات API وتشغيل Gatehouse.',
  },
} satisfies Translated<typeof en, 'ar'>;
