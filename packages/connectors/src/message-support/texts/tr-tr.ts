import type en from './en';

export default {
  common: {
    filePath: 'Dosya yolu',
    filePathHelp:
      'Her ileti bu dosyaya tek satır JSON olarak eklenir. Göreli bir yol, sunucunun çalıştığı klasörden başlar; ad .log veya .jsonl ile bitmelidir.',
    url: 'Uç nokta URL’si',
    urlHelp: 'Bir http veya https adresi. Her ileti bu adrese JSON içeren bir POST isteğiyle gönderilir.',
    headers: 'İstek üst bilgileri',
    headersHelp:
      'Her istekle gönderilen HTTP üst bilgilerinin JSON nesnesi; örneğin belirtecinizi içeren bir Authorization üst bilgisi. Gizli tutulur.',
  },
  devEmail: {
    name: 'Geliştirme e-postası (günlük ve dosya)',
    description:
      'Yalnızca geliştirme için: hiçbir e-posta teslim etmez. Her iletiyi kodu veya bağlantısıyla birlikte sunucu günlüğüne ve bir dosyaya yazar.',
  },
  devSms: {
    name: 'Geliştirme SMS’i (günlük ve dosya)',
    description:
      'Yalnızca geliştirme için: hiçbir SMS göndermez. Her iletiyi koduyla birlikte sunucu günlüğüne ve bir dosyaya yazar.',
  },
  smtp: {
    name: 'SMTP',
    description: 'E-postaları SMTP kabul eden herhangi bir posta sunucusu veya sağlayıcı üzerinden gönderir.',
    host: 'Ana bilgisayar',
    hostHelp: 'Posta sunucusunun adı; örneğin smtp.example.com.',
    port: 'Bağlantı noktası',
    portHelp: 'Genellikle STARTTLS ile 587, örtük TLS ile 465, şifrelemesiz 25.',
    security: 'Şifreleme',
    securityHelp: 'Posta sunucusuyla bağlantının nasıl korunduğu.',
    securityNone: 'Yok (şifrelenmemiş)',
    securityStarttls: 'STARTTLS (zorunlu)',
    securityTls: 'Örtük TLS',
    username: 'Kullanıcı adı',
    usernameHelp: 'Sunucu oturum açmayı istemiyorsa boş bırakın.',
    password: 'Parola',
    fromAddress: 'Gönderen adresi',
    fromAddressHelp: 'E-postanın gönderildiği adres; posta sunucunuz buna izin vermelidir.',
    fromName: 'Gönderen adı',
    fromNameHelp: 'Gönderen olarak gösterilir. Şablonda belirtilen gönderen adı önceliklidir.',
    ignoreInvalidCertificate: 'Geçersiz sertifikaları kabul et',
    ignoreInvalidCertificateHelp:
      'Yalnızca test için: kendinden imzalı veya süresi dolmuş bir sertifikayı kabul eder; bu, başkalarının postayı yolda okumasına olanak tanır.',
  },
  httpEmail: {
    name: 'HTTP e-postası',
    description: 'Her e-postayı JSON olarak kendi uç noktanıza gönderir, teslimatı o yapar.',
  },
  httpSms: {
    name: 'HTTP SMS',
    description: 'Her SMS’i JSON olarak kendi uç noktanıza veya SMS sağlayıcınızın API’sine gönderir.',
    bodyTemplate: 'İstek gövdesi',
    bodyTemplateHelp:
      'Gönderilecek JSON. Dizelerindeki {{to}}, {{text}}, {{code}} ve {{type}} iletinin değerleriyle değiştirilir.',
  },
  twilioSms: {
    name: 'Twilio SMS',
    description: 'SMS’leri Twilio hesabınız üzerinden gönderir.',
    accountSid: 'Hesap SID’si (Account SID)',
    accountSidHelp: 'AC ile başlar; Twilio konsolunuzda gösterilir.',
    authToken: 'Kimlik doğrulama belirteci',
    authTokenHelp: 'Twilio konsolunuzda Account SID’nin yanında gösterilir.',
    fromNumber: 'Gönderen numarası',
    fromNumberHelp:
      'Uluslararası biçimde bir Twilio telefon numarası; örneğin +15551234567. Messaging Service ile gerekmez.',
    messagingServiceSid: 'Messaging Service SID’si',
    messagingServiceSidHelp:
      'İsteğe bağlı. MG ile başlar; ayarlandığında Twilio göndereni hizmetten seçer ve gönderen numarası kullanılmaz.',
  },
} satisfies typeof en;
