import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../api/me/queries';
import { AlertDialog } from '../../components/AlertDialog';
import { AppLoading } from '../../components/AppLoading';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { FormCard } from '../../patterns/FormCard';
import styles from './index.module.css';
import { useProfileForm } from './use-profile-form';

/** The console user's own profile (spec §2): avatar, name, username; whether a password is set. */
const Profile = () => {
  const { data: me } = useMe();
  if (!me) return <AppLoading />;
  return <ProfileForm me={me} />;
};

const ProfileForm = ({ me }: { me: NonNullable<ReturnType<typeof useMe>['data']> }) => {
  const { t } = useTranslation();
  const { form, onSubmit, alert, dismissAlert } = useProfileForm(me);
  const { register, formState } = form;
  const field = (key: 'name' | 'username' | 'avatar', label: string, hint?: string) => (
    <TextField label={label} hint={hint} error={formState.errors[key]?.message} {...register(key)} />
  );

  return (
    <div className={styles.page}>
      <Link to="/" className={styles.back}>
        <ArrowLeft size={16} />
        {t('errors.back_to_console')}
      </Link>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <Stack>
        <FormCard
          title={t('profile.settings_title')}
          description={t('profile.settings_description')}
          onSubmit={onSubmit}
          dirty={formState.isDirty}
          submitting={formState.isSubmitting}
          onDiscard={() => form.reset()}
        >
          <div className={styles.avatarRow}>
            <Avatar name={me.name ?? me.username ?? ''} src={me.avatar ?? undefined} size={56} />
          </div>
          {field('avatar', t('profile.avatar'), t('profile.avatar_hint'))}
          {field('name', t('profile.name'))}
          {field('username', t('profile.username'))}
        </FormCard>
        <Card title={t('profile.password_title')} aside>
          <p className={styles.password}>{me.hasPassword ? '••••••••' : t('profile.password_not_set')}</p>
        </Card>
      </Stack>
      <AlertDialog
        open={alert !== undefined}
        title={t('errors.something_went_wrong')}
        message={alert ?? ''}
        confirmText={t('general.got_it')}
        onConfirm={dismissAlert}
      />
    </div>
  );
};

export default Profile;
