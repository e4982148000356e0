import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: '个人资料',
    subtitle: '您的 Gatehouse 控制台账号。',
    settings_title: '个人资料设置',
    settings_description: '您的头像、姓名和用户名。',
    avatar: '头像 URL',
    avatar_hint: '指向正方形图片的 https:// 链接。',
    name: '姓名',
    username: '用户名',
    password_title: '密码',
    password_not_set: '未设置',
    updated: '个人资料已更新。',
  },
} satisfies Translated<typeof en, 'zh-CN'>;
