import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/errors';
import { handleSubmitError } from '../../api/submit-errors';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/Toast/store';
import { FormModal } from '../FormModal';
import { showFieldError } from '../form';
import { useFormResolver } from '../form-resolver';

type Permission = { id: string; name: string; description: string | null };
export type PermissionValues = { name: string; description: string | null };
type PermissionFields = { name: string; description: string };

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
  /** The form's rules: the server's create schema of the kind, picked (name, description), at module level. */
  guard: z.ZodType<PermissionFields, PermissionFields>;
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
  const form = useForm<PermissionFields>({
    resolver: useFormResolver(kind.guard),
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
        showFieldError(form, 'name', error.message);
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
