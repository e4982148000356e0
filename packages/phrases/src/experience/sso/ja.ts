export default {
  sso: {
    title: 'シングルサインオン',
    description: '勤務先のメールアドレスを入力してください。組織のサインイン画面へご案内します。',
    input_email: '勤務先のメールアドレス',
    no_connector:
      '{{domain}} にはシングルサインオンが設定されていません。アドレスを確認するか、別の方法でサインインしてください。',
    redirecting: '組織のサインイン画面へ移動しています…',
    checking_account: '組織のアカウントを確認しています。',
    entry: 'シングルサインオンでサインイン',
    offer: '{{provider}} ではシングルサインオンでサインインします。',
  },
};
