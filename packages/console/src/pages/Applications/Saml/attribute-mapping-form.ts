import { type SamlApplication, samlAttributeNameGuard, samlUserFields } from '@gatehouse/schemas/saml-applications';
import { z } from 'zod';

/** The attribute mapping as rows (user field → SAML attribute name); a user field at most once. */
export const attributeMappingFormGuard = z.object({
  rows: z
    .array(z.object({ field: z.enum(samlUserFields), name: z.string().trim().pipe(samlAttributeNameGuard) }))
    .superRefine((rows, context) => {
      rows.forEach((row, index) => {
        if (rows.findIndex((other) => other.field === row.field) !== index)
          context.addIssue({
            code: 'custom',
            path: [index, 'field'],
            message: 'saml_applications.field_mapped_twice',
          });
      });
    }),
});
export type AttributeMappingInput = z.input<typeof attributeMappingFormGuard>;

export const attributeMappingValues = (application: SamlApplication): AttributeMappingInput => ({
  rows: samlUserFields.flatMap((field) => {
    const name = application.attributeMapping[field];
    return name === undefined ? [] : [{ field, name }];
  }),
});

/** The `attributeMapping` of the validated rows. */
export const attributeMappingOf = (values: z.output<typeof attributeMappingFormGuard>) =>
  Object.fromEntries(values.rows.map((row) => [row.field, row.name]));

/** The first user field no row maps yet (the one a new row starts with). */
export const nextUnmappedField = (rows: AttributeMappingInput['rows']) =>
  samlUserFields.find((field) => !rows.some((row) => row.field === field));
