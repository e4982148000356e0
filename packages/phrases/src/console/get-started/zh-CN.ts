import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: '快速开始',
    welcome: '欢迎使用 Gatehouse',
    subtitle: '用户登录所需的一切，尽在一处。以下是接入您的第一个应用所需的信息。',
    endpoints_title: '您的 Gatehouse 端点',
    endpoints_description: '应用通过签发者为用户登录；您的后端服务调用管理 API。',
    issuer: '签发者（OpenID Connect）',
    discovery: 'OpenID 配置',
    management_api: '管理 API 资源标识符',
    tenant_id: '租户 ID',
    explore_title: '探索',
    api_reference_title: '管理 API 参考',
    api_reference_description: '包含所有管理端点的 OpenAPI 文档，供您的工具和脚本使用。',
    docs_title: '阅读文档',
    docs_description: '关于接入应用、保护 API 以及运行 Gatehouse 的指南。',
  },
} satisfies Translated<typeof en, 'zh-CN'>;
