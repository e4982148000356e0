import type en from './en';

export default {
  common: {
    filePath: 'ファイルパス',
    filePathHelp:
      '各メッセージは JSON の 1 行としてこのファイルに追記されます。相対パスはサーバーを実行しているフォルダーを起点とします。名前は .log または .jsonl で終わる必要があります。',
    url: 'エンドポイント URL',
    urlHelp: 'http または https のアドレス。各メッセージは JSON の POST リクエストとして送信されます。',
    headers: 'リクエストヘッダー',
    headersHelp:
      '各リクエストに付ける HTTP ヘッダーの JSON オブジェクト（トークンを含む Authorization ヘッダーなど）。秘密として保管されます。',
  },
  devEmail: {
    name: '開発用メール（ログとファイル）',
    description:
      '開発専用: メールは配信しません。各メッセージをコードやリンクとともにサーバーログとファイルに書き出します。',
  },
  devSms: {
    name: '開発用 SMS（ログとファイル）',
    description: '開発専用: SMS は送信しません。各メッセージをコードとともにサーバーログとファイルに書き出します。',
  },
  smtp: {
    name: 'SMTP',
    description: 'SMTP に対応した任意のメールサーバーやプロバイダー経由でメールを送信します。',
    host: 'ホスト',
    hostHelp: 'メールサーバーの名前（例: smtp.example.com）。',
    port: 'ポート',
    portHelp: '通常、STARTTLS では 587、暗黙的 TLS では 465、暗号化なしでは 25 です。',
    security: '暗号化',
    securityHelp: 'メールサーバーへの接続を保護する方法。',
    securityNone: 'なし（暗号化しない）',
    securityStarttls: 'STARTTLS（必須）',
    securityTls: '暗黙的 TLS',
    username: 'ユーザー名',
    usernameHelp: 'サーバーがサインインを求めない場合は空欄にします。',
    password: 'パスワード',
    fromAddress: '送信元アドレス',
    fromAddressHelp: 'メールの送信元となるアドレス。メールサーバーで許可されている必要があります。',
    fromName: '送信者名',
    fromNameHelp: '送信者として表示されます。テンプレートで指定した送信者名が優先されます。',
    ignoreInvalidCertificate: '無効な証明書を受け入れる',
    ignoreInvalidCertificateHelp:
      'テスト専用: 自己署名または期限切れの証明書を受け入れます。途中で第三者にメールを読まれるおそれがあります。',
  },
  httpEmail: {
    name: 'HTTP メール',
    description: '各メールを JSON としてお使いのエンドポイントに送信し、そこで配信します。',
  },
  httpSms: {
    name: 'HTTP SMS',
    description: '各 SMS を JSON としてお使いのエンドポイントまたは SMS プロバイダーの API に送信します。',
    bodyTemplate: 'リクエスト本文',
    bodyTemplateHelp:
      '送信する JSON。文字列内の {{to}}、{{text}}、{{code}}、{{type}} はメッセージの値に置き換えられます。',
  },
  twilioSms: {
    name: 'Twilio SMS',
    description: 'Twilio アカウント経由で SMS を送信します。',
    accountSid: 'アカウント SID（Account SID）',
    accountSidHelp: 'AC で始まります。Twilio コンソールに表示されます。',
    authToken: '認証トークン（Auth Token）',
    authTokenHelp: 'Twilio コンソールで Account SID の横に表示されます。',
    fromNumber: '送信元番号',
    fromNumberHelp: '国際形式の Twilio 電話番号（例: +15551234567）。Messaging Service を使う場合は不要です。',
    messagingServiceSid: 'Messaging Service SID',
    messagingServiceSidHelp:
      '任意。MG で始まります。設定すると Twilio がサービスから送信元を選び、送信元番号は使われません。',
  },
} satisfies typeof en;
