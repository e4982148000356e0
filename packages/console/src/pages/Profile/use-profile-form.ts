import { type Me, meProfileFieldsGuard, usernameFieldGuard } from '@gatehouse/schemas/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../api/errors';
import { useUpdateMe } from '../../api/me/mutations';
import { handleSubmitError } from '../../api/submit-errors';
import { toast } from '../../components/Toast/store';
import { showFieldError } from '../../patterns/form';
import { blankOr, useFormResolver } from '../../patterns/form-resolver';

const fields = meProfileFieldsGuard.shape;
/** The profile form, by `meProfileFieldsGuard` and the username rules the server checks; blank is none. */
const profileFormGuard = z.object({
  name: fields.name.unwrap(),
  username: fields.username.pipe(usernameFieldGuard),
  avatar: blankOr(fields.avatar.unwrap()),
});

/**
 * The profile form: the server's own field rules (`profileFormGuard`), an empty field meaning "none". Submits only
 * what changed. A 422 is shown in an alert (spec §8); an invalid username
 * goes to its field.
 */
export const useProfileForm = (me: Me) => {
  const { t } = useTranslation();
  const { mutateAsync } = useUpdateMe();
  const [alert, setAlert] = useState<string>();

  const form = useForm<z.input<typeof profileFormGuard>, unknown, z.output<typeof profileFormGuard>>({
    resolver: useFormResolver(profileFormGuard),
    values: { name: me.name ?? '', username: me.username ?? '', avatar: me.avatar ?? '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const patch = {
      ...(values.name !== (me.name ?? '') ? { name: values.name || null } : {}),
      ...(values.username !== (me.username ?? '') ? { username: values.username } : {}),
      ...(values.avatar !== (me.avatar ?? '') ? { avatar: values.avatar || null } : {}),
    };
    if (Object.keys(patch).length === 0) return;
    try {
      await mutateAsync(patch);
      toast.success(t('profile.updated'));
    } catch (error) {
      // A 422 is shown in an alert, an invalid username at its field (spec §8); the rest as any form does.
      if (error instanceof ApiRequestError && error.status === 422) setAlert(error.message);
      else if (error instanceof ApiRequestError && error.code === 'user.invalid_username') {
        showFieldError(form, 'username', error.message);
      } else handleSubmitError(error);
    }
  });

  return { form, onSubmit, alert, dismissAlert: () => setAlert(undefined) };
};
