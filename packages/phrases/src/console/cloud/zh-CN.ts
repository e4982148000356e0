import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: '切换租户',
      tenants: '租户',
      invitations: '邀请',
      join: '加入',
      pending: '待处理的邀请',
    },
    tags: {
      development: '开发',
      production: '生产',
    },
    status: {
      suspended: '已暂停',
      mau_exceeded: 'MAU 已超额',
      token_exceeded: '令牌已超额',
    },
    regions: {
      EU: '欧洲',
      US: '美国',
      AU: '澳大利亚',
    },
    plans: {
      free: '免费版',
      pro: '专业版',
      dev: '开发版',
      admin: '管理版',
      enterprise: '企业版',
    },
    fields: {
      name: '租户名称',
      region: '区域',
      purpose: '使用目的',
    },
    create: {
      title: '创建租户',
      submit: '创建租户',
      created: '租户已创建。',
      purpose_development: '用于开发和测试，不面向真实用户。',
      purpose_production: '用于线上应用和真实用户。',
    },
    welcome: {
      title: '欢迎使用 Gatehouse',
      description: '创建一个租户以开始添加应用和用户，或加入你受邀的租户。',
    },
    onboarding: {
      title: '创建你的第一个租户',
      description: '租户包含你的应用、用户和登录设置。之后还可以添加更多。',
      name: '项目名称',
      default_name: '我的项目',
      collaborators: '邀请协作者',
      collaborators_hint: '输入邮箱地址后按空格或回车。他们将以协作者身份加入。',
      submit: '创建并继续',
    },
    errors: {
      invalid_email: '部分地址不是有效的邮箱。请修正或移除；只会邀请有效的地址。',
    },
    accept: {
      title: '接受邀请',
      email_mismatch_title: '此邀请发送给了另一个邮箱',
      email_mismatch: '你当前以 {{account}} 登录。请使用受邀账号登录以接受邀请。',
      switch_account: '切换账号',
      not_found: '未找到邀请',
      invalid_status: '邀请状态无效：已被接受、撤销或已过期。',
      failed: '无法接受邀请，请稍后重试。',
      go_home: '前往控制台',
    },
  },
} satisfies Translated<typeof en, 'zh-CN'>;
