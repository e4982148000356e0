import type { Translated } from '../../plurals';
import type en from './en';

export default {
  tenant_settings: {
    title: 'Ustawienia dzierżawy',
    subtitle: 'Kto pracuje w tej dzierżawie i jak się ona nazywa.',
    tabs: 'Sekcje ustawień dzierżawy',
    settings: 'Ustawienia',
    members: 'Członkowie',
    invitations: 'Zaproszenia',
    members_empty: 'Brak członków.',
    you: '(ty)',
    role: 'Rola',
    role_of: 'Rola użytkownika {{name}}',
    roles: {
      admin: 'Administrator',
      collaborator: 'Współpracownik',
    },
    role_changed: '{{name}} ma teraz rolę: {{role}}.',
    last_admin: 'Dzierżawa musi mieć co najmniej jednego administratora: najpierw nadaj tę rolę innemu członkowi.',
    remove_member_title: 'Usuń członka',
    remove_member_message: '{{name}} traci dostęp do tej dzierżawy. Możesz go później zaprosić ponownie.',
    member_removed: 'Usunięto: {{name}}.',
    link_copied: 'Skopiowano link zaproszenia dla {{email}}.',
    resent: 'Ponownie wysłano zaproszenie do {{email}}.',
    revoke_title: 'Cofnij zaproszenie',
    revoke_message: 'Link wysłany do {{email}} przestanie działać.',
    revoke: 'Cofnij',
    revoked: 'Cofnięto zaproszenie dla {{email}}.',
    invite: 'Zaproś członków',
    invitations_empty: 'Brak zaproszeń',
    invitations_empty_description:
      'Zaproś osoby e-mailem do pracy w tej dzierżawie jako administratorzy lub współpracownicy.',
    status: 'Stan',
    expires_at: 'Wygasa',
    copy_link: 'Kopiuj link',
    resend: 'Wyślij ponownie',
    invited: 'Wysłano zaproszenia.',
    links_title: 'Przekaż te linki',
    links_message:
      'Nie skonfigurowano łącznika e-mail, więc nie wysłano wiadomości. Wyślij każdej osobie jej link: pozwala utworzyć konto i dołączyć.',
    emails: 'Adresy e-mail',
    emails_hint: 'Oddziel adresy spacją, przecinkiem lub klawiszem Enter.',
    remove_email: 'Usuń {{email}}',
    errors: {
      no_email: 'Dodaj co najmniej jeden adres e-mail.',
      too_many: 'Zaproś naraz najwyżej 20 osób.',
    },
    invite_title: 'Zaproś członków',
    invite_description: 'Administratorzy zarządzają dzierżawą i jej członkami; współpracownicy pracują z jej danymi.',
    delivery_note:
      'Zaproszeni dostają e-mail, jeśli skonfigurowano łącznik e-mail; w przeciwnym razie otrzymasz linki do przekazania. Zaproszenia wygasają po 7 dniach.',
    profile: 'Profil dzierżawy',
    profile_description: 'Nazwę i etykietę widzi każdy członek.',
    name: 'Nazwa dzierżawy',
    tag: 'Etykieta środowiska',
    tag_hint: 'Oznacza, czy dzierżawa służy do programowania, czy do produkcji.',
    tags: {
      development: 'Programowanie',
      production: 'Produkcja',
    },
    tenant_id: 'ID dzierżawy',
    delete_title: 'Usuń dzierżawę',
    delete_description:
      'Usuwa dzierżawę wraz ze wszystkimi użytkownikami, aplikacjami i ustawieniami. Tego nie można cofnąć.',
    delete: 'Usuń dzierżawę',
    delete_mismatch: 'Nazwa się nie zgadza.',
    deleted: 'Usunięto dzierżawę {{name}}.',
    delete_warning: 'Wszystko w {{name}} zostanie trwale usunięte, a jej członkowie stracą dostęp.',
    delete_confirm_label: 'Wpisz {{name}}, aby potwierdzić',
  },
  tenant_members: {
    errors: {
      invalid_email: 'Wpisz prawidłowy adres e-mail.',
    },
  },
} satisfies Translated<typeof en, 'pl-PL'>;
