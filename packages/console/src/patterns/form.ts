import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../api/errors';
import { handleSubmitError } from '../api/submit-errors';
import { toast } from '../components/Toast/store';

/**
 * Focuses the input named `name` (a list's first row, `name.0.value`, for a list edited one value per
 * row) and scrolls it to the middle of the view, so a long settings page (or a sticky bar) does not hide it.
 */
export const focusField = (name: string) => {
  const input =
    document.querySelector(`[name="${CSS.escape(name)}"]`) ?? document.querySelector(`[name^="${CSS.escape(name)}."]`);
  input?.scrollIntoView?.({ block: 'center' });
  if (input instanceof HTMLElement && document.activeElement !== input) input.focus({ preventScroll: true });
};

/**
 * Shows a refused save on its field and brings the admin there: the field is focused and
 * scrolled to the middle of the view, so a long settings page (or a sticky bar) does not hide it.
 *
 * @example
 * showFieldError(form, 'name', error.message);
 */
export const showFieldError = <Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  field: Path<Input>,
  message: string,
) => {
  form.setError(field, { message });
  focusField(field);
};

/**
 * A form's submit handler, the console's one way: validate, run `save`, then say `success` (text, or
 * made from what `save` resolved). A refused save whose code `fieldOf` names a field shows on that
 * field (`showFieldError`); any other failure is handled as every form does (spec §8).
 *
 * @example
 * const onSubmit = submitForm(form, (values) => update.mutateAsync(values), { success: t('general.saved') });
 */
export const submitForm = <Input extends FieldValues, Output, Result>(
  form: UseFormReturn<Input, unknown, Output>,
  save: (values: Output) => Promise<Result>,
  {
    success,
    fieldOf,
  }: { success?: string | ((result: Result) => string); fieldOf?: (code: string) => Path<Input> | undefined } = {},
) =>
  form.handleSubmit(async (values) => {
    try {
      const result = await save(values);
      if (success !== undefined) toast.success(typeof success === 'string' ? success : success(result));
    } catch (error) {
      const field = error instanceof ApiRequestError && error.code ? fieldOf?.(error.code) : undefined;
      if (field && error instanceof Error) showFieldError(form, field, error.message);
      else handleSubmitError(error);
    }
  });
