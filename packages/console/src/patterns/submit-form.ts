import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../api/errors';
import { handleSubmitError } from '../api/submit-errors';
import { toast } from '../components/Toast/store';

/**
 * A form's submit handler, the console's one way: validate, run `save`, then say `success` (text, or
 * made from what `save` resolved). A refused save whose code `fieldOf` names a field shows on that
 * field; any other failure is handled as every form does (spec §8).
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
      if (field && error instanceof Error) form.setError(field, { message: error.message });
      else handleSubmitError(error);
    }
  });
