import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: '入门清单',
    description: '随着你配置此租户自动勾选。',
    hide: '隐藏清单',
    create_application: '创建应用',
    customize_sign_in: '自定义登录体验',
    add_connector: '添加连接器',
    create_user: '创建用户',
    invite_teammate: '邀请团队成员',
    done: '已完成',
    to_do: '待完成',
  },
} satisfies Translated<typeof en, 'zh-CN'>;
