import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../api/errors';
import { handleSubmitError } from '../../api/submit-errors';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/Toast/store';
import { FormModal } from '../FormModal';
import { limitedText } from '../form';

type Permission = { id: string; name: string; description: string | null };
export type PermissionValues = { name: string; description: string | null };

/** What differs between kinds of permission: their words, their name rule and where they are saved. */
export type PermissionKind = {
  texts: {
    createTitle: string;
    editTitle: string;
    nameLabel: string;
    nameHint: string;
    namePlaceholder: string;
    descriptionLabel: string;
    descriptionPlaceholder?: string;
    created: (name: string) => string;
    updated: (name: string) => string;
  };
  /** The server's name rule, with the console's words for a name that breaks it. */
  name: { maxLength: number; isValid: (name: string) => boolean; invalidMessage: string };
  /** Whether a refused save is about the name (taken, or refused by the server's rule): shown on the field. */
  isNameError: (error: ApiRequestError) => boolean;
  create: (values: PermissionValues) => Promise<unknown>;
  update: (id: string, values: PermissionValues) => Promise<unknown>;
};

/**
 * Creates a permission (`permission` 'new') or edits one: name and description. One form for the
 * permissions of API resources and of the organization template.
 */
export const PermissionFormModal = ({
  permission,
  onClose,
  kind,
}: {
  permission: Permission | 'new' | undefined;
  onClose: () => void;
  kind: PermissionKind;
}) => {
  const { t } = useTranslation();
  const { texts } = kind;
  const editing = permission !== undefined && permission !== 'new' ? permission : undefined;
  const guard = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('form.required', { field: texts.nameLabel }))
          .max(kind.name.maxLength, t('form.too_long', { count: kind.name.maxLength }))
          .refine(kind.name.isValid, kind.name.invalidMessage),
        description: limitedText(t, 256),
      }),
    [t, texts.nameLabel, kind.name],
  );
  const form = useForm<z.infer<typeof guard>>({
    resolver: zodResolver(guard),
    defaultValues: { name: '', description: '' },
  });
  useEffect(() => {
    if (permission !== undefined) form.reset({ name: editing?.name ?? '', description: editing?.description ?? '' });
  }, [permission, editing, form]);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, description }) => {
    const values = { name, description: description || null };
    try {
      if (editing) {
        await kind.update(editing.id, values);
        toast.success(texts.updated(name));
      } else {
        await kind.create(values);
        toast.success(texts.created(name));
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && kind.isNameError(error)) {
        form.setError('name', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  return (
    <FormModal
      open={permission !== undefined}
      onClose={onClose}
      title={editing ? texts.editTitle : texts.createTitle}
      submitLabel={editing ? t('general.save') : texts.createTitle}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={texts.nameLabel}
        required
        placeholder={texts.namePlaceholder}
        hint={texts.nameHint}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={texts.descriptionLabel}
        placeholder={texts.descriptionPlaceholder}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </FormModal>
  );
};
