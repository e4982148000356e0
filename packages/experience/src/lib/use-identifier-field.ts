import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { useTranslation } from 'react-i18next';
import { detectIdentifierType, isValidFor } from './identifier';

/**
 * An identifier field that takes any of `types` ("Email or Phone number"): its label, its
 * react-hook-form rule, and what a valid value is (`parse`: the type it was taken for and the
 * trimmed value, or undefined).
 *
 * @example
 * const field = useIdentifierField(['email', 'phone']);
 * <Field label={field.label} {...register('identifier', { validate: field.validate })} />
 */
export const useIdentifierField = <Type extends IdentifierType>(types: readonly Type[]) => {
  const { t } = useTranslation();
  const label = types.map((type) => t(`input.${type}`)).join(t('input.separator'));
  const parse = (value: string): { type: Type; value: string } | undefined => {
    const type = detectIdentifierType(value, [...types]) as Type | undefined;
    return type && isValidFor(type, value) ? { type, value: value.trim() } : undefined;
  };
  const validate = (value: string): true | string => {
    if (!value.trim()) return t('error.required', { field: label });
    if (parse(value)) return true;
    if (types.length === 1 && types[0] === 'email') return t('error.invalid_email');
    if (types.length === 1 && types[0] === 'phone') return t('error.invalid_phone');
    return t('error.invalid_identifier', { field: label });
  };
  return { label, parse, validate };
};
