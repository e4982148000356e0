export default {
  sso: {
    title: '單一登入',
    description: '請輸入您的工作電郵地址。我們會帶您前往所屬機構的登入頁面。',
    input_email: '工作電郵',
    no_connector: '{{domain}} 尚未設定單一登入。請檢查地址，或以其他方式登入。',
    redirecting: '正在前往您所屬機構的登入頁面…',
    checking_account: '正在檢查您的機構帳戶。',
    entry: '使用單一登入',
    offer: '{{provider}} 透過單一登入為您登入。',
  },
};
