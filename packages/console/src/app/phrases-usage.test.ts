import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import en from '@gatehouse/phrases/console/en';
import { pluralBases, pluralGroupOf } from '@gatehouse/phrases/plurals';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The shared schemas' messages are `form_errors.*` keys the console translates (patterns/form-resolver.ts). */
const schemasRoot = path.resolve(sourceRoot, '../../schemas/src');

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('console text', () => {
  it('has no key that the console never uses', () => {
    const code = [...sources(sourceRoot), ...sources(schemasRoot)]
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // Keys written out in full, and keys built from a template such as `sidebar.items.${item}` (a value
    // may hold dots: `audit_logs.events.${key}` reaches `audit_logs.events.Interaction.SignIn.Submit`).
    const literals = new Set([...code.matchAll(/['"`]([a-z_]+(?:\.[\w-]+)+)['"`]/g)].map(([, key]) => key));
    const templates = [...code.matchAll(/`([a-z_]+\.[^`]*\$\{[^`]*)`/g)].map(
      ([, template = '']) =>
        new RegExp(
          `^${template
            .split(/\$\{[^}]*\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[\\w.-]+')}$`,
        ),
    );
    // A plural group is used by its base key with a count: t('applications.in_days', { count }).
    const plurals = pluralBases(leaves(en));
    const keys = [...new Set(leaves(en).map((key) => pluralGroupOf(key, plurals)?.base ?? key))];
    const unused = keys.filter((key) => !literals.has(key) && !templates.some((pattern) => pattern.test(key)));
    expect(unused).toEqual([]);
  });
});
