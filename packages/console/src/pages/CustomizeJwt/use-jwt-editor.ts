import { freeFormJsonTextGuard } from '@gatehouse/schemas/json';
import {
  type JwtCustomizer,
  type JwtTokenType,
  jwtCustomizerInputGuard,
  jwtEnvironmentVariablesGuard,
  jwtScriptErrorDataGuard,
} from '@gatehouse/schemas/jwt-customizer';
import { useState } from 'react';
import { ApiRequestError } from '../../api/errors';
import { usePatchJwtCustomizer, useSaveJwtCustomizer, useTestJwtCustomizer } from '../../api/jwt-customizer/mutations';
import { asJsonText, defaultScript, sampleContext, sampleToken } from './samples';

export type VariableRow = { name: string; value: string };
export type TestOutcome =
  | { claims: Record<string, unknown> }
  | { error: { kind: 'AccessDenied' | 'General'; message: string } };

/** Reads a refusal (`jwt_customizer.script_failed` / `script_invalid`: `data.kind`, `data.message`) as the editor shows it. */
const refusalOf = (error: unknown): { kind: 'AccessDenied' | 'General'; message: string } => {
  const data = error instanceof ApiRequestError ? (error.body as { data?: unknown } | undefined)?.data : undefined;
  const parsed = jwtScriptErrorDataGuard.safeParse(data);
  if (parsed.success) return parsed.data;
  const message = (data as { message?: unknown } | undefined)?.message;
  return {
    kind: 'General',
    message: typeof message === 'string' ? message : error instanceof Error ? error.message : '',
  };
};

/**
 * The editor's state (`customize-jwt/{tokenType}/{action}`): the script, new variables, the kept
 * ones (values are never read back: a kept one can only be removed), the samples as JSON text,
 * and the last test run. Validated with the server's guards before anything is sent.
 */
export const useJwtEditor = (tokenType: JwtTokenType, saved: JwtCustomizer | undefined) => {
  const [script, setScript] = useState(saved?.script ?? defaultScript);
  const [kept, setKept] = useState<string[]>(saved?.environmentVariableNames ?? []);
  const [rows, setRows] = useState<VariableRow[]>([]);
  const [tokenText, setTokenText] = useState(asJsonText(saved?.tokenSample ?? sampleToken(tokenType)));
  const [contextText, setContextText] = useState(asJsonText(saved?.contextSample ?? sampleContext(tokenType)));
  const [outcome, setOutcome] = useState<TestOutcome>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'script' | 'variables' | 'token' | 'context', string>>>(
    {},
  );
  const save = useSaveJwtCustomizer();
  const patch = usePatchJwtCustomizer();
  const test = useTestJwtCustomizer();

  /** The form checked with the server's guards, or undefined with the errors shown. */
  const validated = () => {
    const variables = jwtEnvironmentVariablesGuard.safeParse(
      Object.fromEntries(rows.filter((row) => row.name.trim()).map((row) => [row.name.trim(), row.value])),
    );
    const token = freeFormJsonTextGuard.safeParse(tokenText);
    const context = freeFormJsonTextGuard.safeParse(contextText);
    const scriptResult = jwtCustomizerInputGuard.shape.script.safeParse(script);
    const errors = {
      ...(!scriptResult.success && { script: 'form_errors.required' }),
      ...(!variables.success && { variables: 'form_errors.invalid_format' }),
      ...(!token.success && { token: 'form_errors.json_object' }),
      ...(!context.success && { context: 'form_errors.json_object' }),
    };
    setFieldErrors(errors);
    if (!variables.success || !token.success || !context.success || !scriptResult.success) return undefined;
    return { script, variables: variables.data, tokenSample: token.data, contextSample: context.data };
  };

  return {
    script,
    setScript,
    kept,
    removeKept: (name: string) => setKept((names) => names.filter((item) => item !== name)),
    rows,
    setRows,
    tokenText,
    setTokenText,
    contextText,
    setContextText,
    outcome,
    fieldErrors,
    testing: test.isPending,
    saving: save.isPending || patch.isPending,
    runTest: () => {
      const form = validated();
      if (!form) return;
      test.mutate(
        {
          tokenType,
          script: form.script,
          environmentVariables: form.variables,
          tokenSample: form.tokenSample,
          contextSample: form.contextSample,
        },
        {
          onSuccess: (result) => setOutcome({ claims: result.claims }),
          onError: (error) => setOutcome({ error: refusalOf(error) }),
        },
      );
    },
    submit: (onSaved: () => void) => {
      const form = validated();
      if (!form) return;
      const onError = (error: unknown) => setOutcome({ error: refusalOf(error) });
      if (!saved) {
        save.mutate(
          {
            tokenType,
            input: {
              script: form.script,
              environmentVariables: form.variables,
              tokenSample: form.tokenSample,
              contextSample: form.contextSample,
            },
          },
          { onSuccess: onSaved, onError },
        );
        return;
      }
      const removed = saved.environmentVariableNames.filter((name) => !kept.includes(name));
      patch.mutate(
        {
          tokenType,
          input: {
            script: form.script,
            environmentVariables: { ...Object.fromEntries(removed.map((name) => [name, null])), ...form.variables },
            tokenSample: form.tokenSample,
            contextSample: form.contextSample,
          },
        },
        { onSuccess: onSaved, onError },
      );
    },
  };
};
