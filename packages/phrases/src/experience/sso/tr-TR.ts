export default {
  sso: {
    title: 'Çoklu oturum açma',
    description: 'İş e-posta adresinizi girin. Sizi kuruluşunuzun oturum açma sayfasına yönlendireceğiz.',
    input_email: 'İş e-postası',
    no_connector:
      '{{domain}} için çoklu oturum açma ayarlanmamış. Adresi kontrol edin veya başka bir yolla oturum açın.',
    redirecting: 'Kuruluşunuzun oturum açma sayfasına yönlendiriliyorsunuz…',
    checking_account: 'Kuruluş hesabınız kontrol ediliyor.',
    entry: 'Çoklu oturum açma ile giriş yap',
    offer: '{{provider}} ile çoklu oturum açma kullanarak giriş yaparsınız.',
  },
};
