import de from '@gatehouse/phrases/console/de';
import { freeFormJsonGuard, freeFormJsonLimits } from '@gatehouse/schemas/json';
import { webRedirectUrisGuard } from '@gatehouse/schemas/redirect-uris';
import { createRoleGuard } from '@gatehouse/schemas/roles';
import { corsAllowedOriginsGuard } from '@gatehouse/schemas/urls';
import i18next from 'i18next';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formResolver, issueMessage, listRows, toRows } from './form-resolver';

const options = <T extends FieldValues>() => ({ fields: {}, shouldUseNativeValidation: false }) as ResolverOptions<T>;
const errorsOf = async <S extends z.ZodType<FieldValues, FieldValues>>(schema: S, values: z.input<S>) =>
  (await formResolver(schema, i18next)(values, undefined, options())).errors;
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected an issue');
  return result.error.issues.map((issue) => issueMessage(i18next, issue));
};

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the form error map', () => {
  it('says a blank required text is required, and gives the count of other bounds', () => {
    expect(messageOf(createRoleGuard.shape.name, '')).toEqual(['This field is required.']);
    expect(messageOf(createRoleGuard.shape.name, 'x'.repeat(129))).toEqual(['At most 128 characters.']);
    expect(messageOf(z.string().min(3), 'ab')).toEqual(['At least 3 characters.']);
    expect(messageOf(z.number().int().max(90), 91)).toEqual(['At most 90.']);
    expect(messageOf(z.number().int(), 1.5)).toEqual(['Enter a whole number.']);
    expect(messageOf(z.coerce.number(), 'x')).toEqual(['Enter a number.']);
  });

  it('translates a schema message that is a phrase key with its params', () => {
    expect(messageOf(corsAllowedOriginsGuard, ['http://localhost:3000/path'])).toEqual([
      '“http://localhost:3000/path” is not an origin: write the scheme, host and port only, such as https://example.com, with no path and no trailing slash.',
    ]);
    expect(messageOf(freeFormJsonGuard, { blob: 'x'.repeat(freeFormJsonLimits.maxLength) })).toEqual([
      'Longer than 65536 characters as JSON.',
    ]);
  });

  it('leaves an English message that is not a phrase key for the message of its code', () => {
    expect(messageOf(z.string().regex(/^a$/, 'must be a'), 'b')).toEqual(['This does not have the expected format.']);
  });

  it('speaks the admin’s language', async () => {
    i18next.addResourceBundle('de', 'translation', de);
    await i18next.changeLanguage('de');
    expect(messageOf(createRoleGuard.shape.name, 'x'.repeat(129))).toEqual(['Höchstens 128 Zeichen.']);
  });
});

describe('the form resolver', () => {
  it('reports every invalid field at once', async () => {
    const schema = createRoleGuard
      .pick({ name: true, description: true })
      .extend({ origins: listRows(corsAllowedOriginsGuard) });
    const errors = await errorsOf(schema, {
      name: '',
      description: 'x'.repeat(129),
      origins: toRows(['https://a.example/']),
    });
    expect(Object.keys(errors).sort()).toEqual(['description', 'name', 'origins']);
  });
});

describe('a list edited one value per row', () => {
  const schema = z.object({ uris: listRows(webRedirectUrisGuard) });

  it('puts each wrong entry’s error on its own row, counting the empty rows', async () => {
    const errors = await errorsOf(schema, {
      uris: toRows(['https://a.example/cb', '', 'not a url', 'https://b.example/cb', 'javascript:alert(1)']),
    });
    expect(errors.uris?.[0]).toBeUndefined();
    expect(errors.uris?.[2]?.value?.message).toBe(
      '“not a url” is not an http:// or https:// URL with a host and without a #fragment.',
    );
    expect(errors.uris?.[3]).toBeUndefined();
    expect(errors.uris?.[4]?.value?.message).toMatch(/^“javascript:alert\(1\)” is not/);
  });

  it('names a repeated entry on the row that repeats it, trimmed, not on the first', async () => {
    const errors = await errorsOf(schema, {
      uris: toRows(['https://a.example/cb', '', 'https://b.example/cb', ' https://a.example/cb ']),
    });
    expect(errors.uris?.[0]).toBeUndefined();
    expect(errors.uris?.[3]?.value?.message).toBe('“https://a.example/cb” is listed more than once.');
  });

  it('leaves a refusal of the whole list on the list', async () => {
    const origins = z.object({ uris: listRows(webRedirectUrisGuard.max(1)) });
    const errors = await errorsOf(origins, { uris: toRows(['https://a.example/cb', 'https://b.example/cb']) });
    expect(errors.uris?.message).toBe('At most 1 entry.');
  });

  it('gives the trimmed values without the empty rows when all is valid', async () => {
    const result = await formResolver(schema, i18next)(
      { uris: [{ value: ' https://a.example/cb ' }, { value: '   ' }, { value: 'https://b.example/cb' }] },
      undefined,
      options(),
    );
    expect(result).toEqual({ values: { uris: ['https://a.example/cb', 'https://b.example/cb'] }, errors: {} });
  });

  it('shows a list with no value yet as one empty row', () => {
    expect(toRows([])).toEqual([{ value: '' }]);
    expect(toRows(['https://a.example'])).toEqual([{ value: 'https://a.example' }]);
  });
});
