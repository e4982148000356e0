export default {
  sso: {
    title: '单点登录',
    description: '请输入您的工作邮箱地址。我们将带您前往所在组织的登录页面。',
    input_email: '工作邮箱',
    no_connector: '{{domain}} 尚未设置单点登录。请检查地址，或使用其他方式登录。',
    redirecting: '正在前往您所在组织的登录页面…',
    checking_account: '正在检查您的组织账户。',
    entry: '使用单点登录',
    offer: '{{provider}} 通过单点登录为您登录。',
  },
};
