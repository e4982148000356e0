import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Безопасность',
    subtitle:
      'Защитите вход и регистрацию от ботов и подбора паролей и выберите, с каких адресов электронной почты можно регистрироваться.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Запрашивать CAPTCHA перед входом или регистрацией. Поставщик проверяет каждый ответ напрямую, от сервера к серверу.',
      enable: 'Требовать CAPTCHA при входе и регистрации',
      enable_description: 'Действует, пока настроен поставщик.',
      not_configured: 'Поставщик ещё не настроен.',
      configured: '{{provider}}, ключ сайта {{siteKey}}',
      set_up: 'Настроить поставщика',
      edit: 'Изменить поставщика',
      page_title: 'Поставщик CAPTCHA',
      page_subtitle: 'Сервис, который показывает виджет на страницах входа и проверяет ответ.',
      back: 'Назад к безопасности',
      provider: 'Поставщик',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Ключ сайта',
      secret_key: 'Секретный ключ',
      secret_key_hint: 'Для reCAPTCHA Enterprise — ключ API. Хранится в зашифрованном виде и больше не показывается.',
      project_id: 'ID проекта',
      guide: 'Как получить эти ключи',
      delete_title: 'Удалить поставщика',
      delete_description: 'Вход и регистрация больше не запрашивают CAPTCHA.',
      delete_confirm: 'Удалить поставщика CAPTCHA? Вход и регистрация перестанут запрашивать CAPTCHA.',
      deleted: 'Поставщик CAPTCHA удалён.',
    },
    guides: {
      Turnstile: {
        title: 'Настройка Cloudflare Turnstile',
        step_1: 'В панели Cloudflare откройте Turnstile и добавьте виджет.',
        step_2: 'Добавьте имя хоста ваших страниц входа в домены виджета.',
        step_3: 'Скопируйте ключ сайта и секретный ключ в форму поставщика CAPTCHA.',
      },
      RecaptchaEnterprise: {
        title: 'Настройка reCAPTCHA Enterprise',
        step_1: 'В консоли Google Cloud включите API reCAPTCHA Enterprise для своего проекта.',
        step_2: 'Создайте ключ сайта на основе оценки для имени хоста ваших страниц входа.',
        step_3:
          'Создайте ключ API, ограниченный reCAPTCHA Enterprise, затем введите ключ сайта, ключ API и ID проекта.',
      },
    },
    lockout: {
      title: 'Блокировка',
      description:
        'После стольких неудачных попыток ввода пароля учётная запись блокируется на время. Верный пароль сбрасывает счётчик.',
      max_attempts: 'Неудачных попыток до блокировки',
      lockout_duration: 'Длительность блокировки в минутах',
    },
    unlock: {
      title: 'Разблокировать учётную запись',
      description:
        'Снимите блокировку сейчас: введите заблокированное имя пользователя, адрес электронной почты или номер телефона.',
      identifier: 'Имя пользователя, электронная почта или номер телефона',
      submit: 'Разблокировать',
      done: '«{{identifier}}» разблокирован.',
    },
    blocklist: {
      title: 'Чёрный список адресов почты',
      description: 'Адреса электронной почты, отклоняемые при регистрации и при добавлении почты в учётную запись.',
      domains: 'Заблокированные домены',
      domains_hint: 'Один домен на строку; его поддомены тоже блокируются.',
      block_free: 'Блокировать бесплатные почтовые сервисы',
      block_free_description:
        'Отклоняет распространённые бесплатные сервисы, такие как gmail.com, outlook.com и yahoo.com.',
      block_subaddressing: 'Блокировать подадреса',
      block_subaddressing_description: 'Отклоняет адреса с меткой +, например name+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'ru'>;
