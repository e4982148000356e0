import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: '账户中心',
    description: '允许已登录用户通过账户 API（/api/my-account）逐个字段查看和修改自己的账户。',
    enable: '启用账户 API',
    enable_description: '关闭期间，无论字段如何设置，所有账户 API 请求都会被拒绝。',
    disabled_notice: '账户 API 已关闭：启用后，下面的字段设置即会生效。',
    security_title: '登录标识和凭据',
    security_description: '修改其中任何一项都需要近期的身份验证：当前密码，或发送到当前邮箱或手机的验证码。',
    profile_title: '个人资料数据',
    profile_description: '用户可直接修改，无需额外验证。',
    controls: {
      Off: '关闭',
      ReadOnly: '只读',
      Edit: '可编辑',
    },
    fields: {
      name: '显示名称',
      avatar: '头像',
      profile: '个人资料',
      customData: '自定义数据',
      username: '用户名',
      email: '主邮箱',
      phone: '主手机号',
      password: '密码',
      social: '社交账号',
      mfa: '多因素认证',
    },
    hints: {
      profile: '标准个人资料属性：名字、昵称、地址等。',
      customData: '保存在用户上的自由格式 JSON；编辑会整体替换。',
      username: '在租户内必须保持唯一。',
      email: '新地址通过发送到该地址的验证码确认。',
      phone: '新号码通过发送到该号码的验证码确认。',
      password: '新密码必须符合密码策略。',
      social: '可以查看已关联的社交账号；账户 API 暂不支持修改。',
      mfa: '账户 API 暂不管理多因素认证。',
    },
  },
} satisfies Translated<typeof en, 'zh-CN'>;
