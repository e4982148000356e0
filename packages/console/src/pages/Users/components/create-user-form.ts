import { createUserGuard } from '@gatehouse/schemas/users';
import { z } from 'zod';
import { userFormShape } from './IdentifierFields';

/**
 * The add-user dialog's form: the identifiers and name by the server's rules, at least one
 * identifier, and a password typed (by `createUserGuard`) or generated. The two refinements run
 * beside the field checks, so the dialog reports every invalid field at once.
 */
export const createUserFormGuard = z
  .object({
    ...userFormShape,
    passwordMode: z.enum(['generate', 'type']),
    password: z.string(),
  })
  .refine((value) => value.username.trim() || value.primaryEmail.trim() || value.primaryPhone.trim(), {
    message: 'users.identifier_required',
    path: ['username'],
  })
  .superRefine((value, ctx) => {
    if (value.passwordMode === 'generate') return;
    const checked = createUserGuard.shape.password.unwrap().safeParse(value.password);
    for (const issue of checked.success ? [] : checked.error.issues) {
      ctx.addIssue({ ...issue, path: ['password'] });
    }
  });
export type CreateUserForm = z.input<typeof createUserFormGuard>;
