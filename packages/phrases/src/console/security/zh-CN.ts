import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: '安全',
    subtitle: '保护登录和注册免受机器人和密码猜测的攻击，并选择哪些邮箱地址可以注册。',
    captcha: {
      title: 'CAPTCHA',
      description: '在登录或注册前要求完成 CAPTCHA。服务商在服务器之间校验每个回答。',
      enable: '登录和注册时要求 CAPTCHA',
      enable_description: '仅在已设置服务商时生效。',
      not_configured: '尚未设置服务商。',
      configured: '{{provider}}，站点密钥 {{siteKey}}',
      set_up: '设置服务商',
      edit: '编辑服务商',
      page_title: 'CAPTCHA 服务商',
      page_subtitle: '在登录页面显示小组件并校验其回答的服务。',
      back: '返回安全',
      provider: '服务商',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: '站点密钥',
      secret_key: '私密密钥',
      secret_key_hint: '对于 reCAPTCHA Enterprise，这是 API 密钥。加密存储，之后不再显示。',
      project_id: '项目 ID',
      guide: '如何获取这些密钥',
      delete_title: '删除服务商',
      delete_description: '登录和注册将不再要求 CAPTCHA。',
      delete_confirm: '删除 CAPTCHA 服务商？登录和注册将不再要求 CAPTCHA。',
      deleted: '已删除 CAPTCHA 服务商。',
    },
    guides: {
      Turnstile: {
        title: '设置 Cloudflare Turnstile',
        step_1: '在 Cloudflare 控制台中打开 Turnstile 并添加一个小组件。',
        step_2: '将登录页面的主机名添加到小组件的域名中。',
        step_3: '将站点密钥和私密密钥复制到 CAPTCHA 服务商表单中。',
      },
      RecaptchaEnterprise: {
        title: '设置 reCAPTCHA Enterprise',
        step_1: '在 Google Cloud 控制台中为你的项目启用 reCAPTCHA Enterprise API。',
        step_2: '为登录页面的主机名创建一个基于分数的网站密钥。',
        step_3: '创建一个仅限 reCAPTCHA Enterprise 使用的 API 密钥，然后填写站点密钥、API 密钥和项目 ID。',
      },
    },
    lockout: {
      title: '锁定',
      description: '密码连续失败达到此次数后，账户将被锁定一段时间。输入正确的密码会重置计数。',
      max_attempts: '锁定前允许的失败次数',
      lockout_duration: '锁定时长（分钟）',
    },
    unlock: {
      title: '解锁账户',
      description: '立即解除锁定：输入被锁定的用户名、邮箱或手机号。',
      identifier: '用户名、邮箱或手机号',
      submit: '解锁',
      done: '已解锁“{{identifier}}”。',
    },
    blocklist: {
      title: '邮箱黑名单',
      description: '在注册时以及用户向账户添加邮箱时拒绝的邮箱地址。',
      domains: '已屏蔽的域名',
      domains_hint: '每行一个域名；其子域名也会被屏蔽。',
      block_free: '屏蔽免费邮箱服务商',
      block_free_description: '拒绝 gmail.com、outlook.com、yahoo.com 等常见免费服务商。',
      block_subaddressing: '屏蔽子地址',
      block_subaddressing_description: '拒绝带 + 标签的地址，例如 name+news@example.com。',
    },
  },
} satisfies Translated<typeof en, 'zh-CN'>;
