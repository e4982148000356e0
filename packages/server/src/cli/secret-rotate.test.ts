import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSecretRotate } from './secret-rotate';
import { UsageError } from './usage-error';

const newSecret = 'a-new-master-secret-of-40-characters-0123';

/** The UsageError `secret rotate` refuses these arguments with. */
const refusal = (args: string[], env: NodeJS.ProcessEnv): UsageError => {
  try {
    parseSecretRotate(args, env);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error as UsageError;
  }
  throw new Error('expected secret rotate to refuse its arguments');
};

describe('secret rotate arguments', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-rotate-args-'));
    fs.writeFileSync(path.join(dir, 'new'), `${newSecret}\n`);
    fs.writeFileSync(path.join(dir, 'short'), 'short-secret-in-a-file\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes the new secret from --new-secret-file or GATEHOUSE_NEW_SECRET', () => {
    expect(parseSecretRotate(['--new-secret-file', path.join(dir, 'new')], {})).toBeTypeOf('function');
    expect(parseSecretRotate([], { GATEHOUSE_NEW_SECRET: newSecret })).toBeTypeOf('function');
  });

  it('needs exactly one source for the new secret', () => {
    expect(refusal([], {}).message).toContain('--new-secret-file PATH or GATEHOUSE_NEW_SECRET');
    const both = refusal(['--new-secret-file', path.join(dir, 'new')], { GATEHOUSE_NEW_SECRET: newSecret });
    expect(both.message).toContain('one of them');
    expect(both.message).not.toContain(newSecret);
  });

  it('refuses a new secret shorter than 32 characters without printing it', () => {
    const fromFile = refusal(['--new-secret-file', path.join(dir, 'short')], {});
    expect(fromFile.message).toContain('at least 32 characters');
    expect(fromFile.message).not.toContain('short-secret-in-a-file');
    const fromEnv = refusal([], { GATEHOUSE_NEW_SECRET: 'x'.repeat(31) });
    expect(fromEnv.message).toContain('at least 32 characters');
    expect(fromEnv.message).not.toContain('x'.repeat(31));
  });

  it('refuses a GATEHOUSE_NEW_SECRET with surrounding whitespace, which the data dir file could not keep', () => {
    expect(refusal([], { GATEHOUSE_NEW_SECRET: ` ${newSecret}` }).message).toContain('whitespace');
  });

  it('names an unreadable --new-secret-file, resolved against the directory npm was run from', () => {
    const error = refusal(['--new-secret-file', 'missing'], { INIT_CWD: dir });
    expect(error.message).toContain(path.join(dir, 'missing'));
    expect(error.message).toContain('ENOENT');
  });
});
