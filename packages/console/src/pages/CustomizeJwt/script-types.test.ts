import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createSystem, createVirtualTypeScriptEnvironment } from '@typescript/vfs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compilerOptions, libraryFileName } from '../../components/CodeEditor/typescript/options';
import { asJsonText, defaultScript, sampleContext, sampleToken } from './samples';
import { scriptTypes } from './script-types';

/** The editor's language service, in Node: the same options and standard library the worker has. */
const libraryFolder = dirname(createRequire(import.meta.url).resolve('typescript'));
const libraries = new Map(
  readdirSync(libraryFolder)
    .filter((name) => /^lib\.(es5|decorators.*|es20\d\d.*)\.d\.ts$/.test(name) && !name.includes('.full.'))
    .map((name) => [libraryFileName(name), readFileSync(join(libraryFolder, name), 'utf8')]),
);

const diagnosticsOf = (tokenType: 'access-token' | 'client-credentials', script: string) => {
  const env = createVirtualTypeScriptEnvironment(createSystem(new Map(libraries)), [], ts, compilerOptions);
  env.createFile('/types.d.ts', scriptTypes(tokenType));
  env.createFile('/script.js', script);
  return [
    ...env.languageService.getSyntacticDiagnostics('/script.js'),
    ...env.languageService.getSemanticDiagnostics('/script.js'),
  ].map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
};

describe.each(['access-token', 'client-credentials'] as const)('the script declarations of %s', (tokenType) => {
  it('check the new script with no complaint', () => {
    expect(diagnosticsOf(tokenType, defaultScript)).toEqual([]);
  });

  it('describe the sample token and context the editor shows', () => {
    const script = `/** @type {CustomJwtToken} */\nconst token = ${asJsonText(sampleToken(tokenType))};\n/** @type {CustomJwtContext} */\nconst context = ${asJsonText(sampleContext(tokenType))};\n`;
    expect(diagnosticsOf(tokenType, script)).toEqual([]);
  });

  it('name a misspelt field of the context', () => {
    const script = `/** @type {GetCustomJwtClaims} */\nconst getCustomJwtClaims = async ({ context, api }) => {\n  if (!context.aplication) api.denyAccess('no');\n  return {};\n};\n`;
    expect(diagnosticsOf(tokenType, script)).toEqual([
      expect.stringContaining("Property 'aplication' does not exist on type 'CustomJwtContext'"),
    ]);
  });
});

it('the user token’s context has the user; the machine token’s has none', () => {
  const script = `/** @type {GetCustomJwtClaims} */\nconst getCustomJwtClaims = async ({ context }) => ({ id: context.user.id });\n`;
  expect(diagnosticsOf('access-token', script)).toEqual([]);
  expect(diagnosticsOf('client-credentials', script)).toEqual([
    expect.stringContaining("Property 'user' does not exist on type 'CustomJwtContext'"),
  ]);
});
