export default {
  sso: {
    title: '單一登入',
    description: '請輸入您的工作電子郵件地址。我們會帶您前往所屬組織的登入頁面。',
    input_email: '工作電子郵件',
    no_connector: '{{domain}} 尚未設定單一登入。請檢查地址，或以其他方式登入。',
    redirecting: '正在前往您所屬組織的登入頁面…',
    checking_account: '正在檢查您的組織帳戶。',
    entry: '使用單一登入',
    offer: '{{provider}} 透過單一登入為您登入。',
  },
};
