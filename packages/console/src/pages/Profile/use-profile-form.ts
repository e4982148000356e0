import { usernameRegEx } from '@gatehouse/schemas/identifiers';
import { type Me, meProfileFieldsGuard } from '@gatehouse/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../api/errors';
import { useUpdateMe } from '../../api/me/mutations';
import { handleSubmitError } from '../../api/submit-errors';
import { toast } from '../../components/Toast/store';

/**
 * The profile form: the server's own field rules (`meProfileFieldsGuard`)
 * with the messages people read, an empty field meaning "none". Submits only
 * what changed. A 422 is shown in an alert (spec §8); an invalid username
 * goes to its field.
 */
export const useProfileForm = (me: Me) => {
  const { t } = useTranslation();
  const { mutateAsync } = useUpdateMe();
  const [alert, setAlert] = useState<string>();

  const formGuard = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .max(128, t('form.too_long', { count: 128 })),
        username: meProfileFieldsGuard.shape.username
          .min(1, t('form.required', { field: t('profile.username') }))
          .max(128, t('form.too_long', { count: 128 }))
          .regex(usernameRegEx, t('profile.invalid_username')),
        avatar: z.union([
          z.literal(''),
          z
            .string()
            .trim()
            .max(2048, t('form.too_long', { count: 2048 }))
            .url(t('profile.invalid_url'))
            .refine((value) => /^https?:\/\//.test(value), t('profile.invalid_url')),
        ]),
      }),
    [t],
  );

  const form = useForm<z.input<typeof formGuard>, unknown, z.output<typeof formGuard>>({
    resolver: zodResolver(formGuard),
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
        form.setError('username', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  return { form, onSubmit, alert, dismissAlert: () => setAlert(undefined) };
};
