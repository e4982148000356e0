import { jwtTokenTypeGuard } from '@gatehouse/schemas/jwt-customizer';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useJwtCustomizers } from '../../api/jwt-customizer/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CodeBlock } from '../../components/CodeBlock';
import { CodeEditor } from '../../components/CodeEditor';
import { DataState } from '../../components/DataState';
import { Notice } from '../../components/Notice';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { Textarea } from '../../components/Textarea';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/Toast/store';
import styles from './index.module.css';
import { scriptTypes } from './script-types';
import { useJwtEditor } from './use-jwt-editor';

/** `customize-jwt/{tokenType}/{action}`: the editor of one token type's script, once its saved state is known. */
export const JwtEditor = () => {
  const { tokenType = '', action = '' } = useParams();
  const parsed = jwtTokenTypeGuard.safeParse(tokenType);
  const query = useJwtCustomizers();
  if (!parsed.success || !['create', 'edit'].includes(action)) return <PageNotFound />;
  return (
    <DataState query={query}>
      {(customizers) => (
        <EditorForm
          key={tokenType}
          tokenType={parsed.data}
          saved={customizers.find((item) => item.tokenType === parsed.data)}
        />
      )}
    </DataState>
  );
};

const EditorForm = ({
  tokenType,
  saved,
}: {
  tokenType: 'access-token' | 'client-credentials';
  saved: Parameters<typeof useJwtEditor>[1];
}) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const editor = useJwtEditor(tokenType, saved);
  const { outcome, fieldErrors } = editor;
  const back = () => navigate(path('/customize-jwt'));
  const error = (key: string | undefined) => (key ? t(key as 'form_errors.json_object') : undefined);

  return (
    <>
      <PageHeader
        title={t(tokenType === 'access-token' ? 'customize_jwt.user_token_title' : 'customize_jwt.m2m_token_title')}
        subtitle={t('customize_jwt.editor_subtitle')}
        actions={<Button onClick={back}>{t('customize_jwt.back')}</Button>}
      />
      <div className={styles.editor}>
        <Card title={t('customize_jwt.script')} description={t('customize_jwt.script_hint')}>
          <CodeEditor
            language="javascript"
            types={scriptTypes(tokenType)}
            label={t('customize_jwt.script')}
            value={editor.script}
            onChange={editor.setScript}
            error={error(fieldErrors.script)}
          />
        </Card>
        <Card title={t('customize_jwt.variables')} description={t('customize_jwt.variables_hint')}>
          {editor.kept.length > 0 ? (
            <ul className={styles.kept} aria-label={t('customize_jwt.saved_variables')}>
              {editor.kept.map((name) => (
                <li key={name}>
                  <code>{name}</code>
                  <Button kind="text" onClick={() => editor.removeKept(name)}>
                    {t('list_field.remove', { value: name })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {editor.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <div className={styles.variable} key={index}>
              <TextField
                label={t('customize_jwt.variable_name')}
                value={row.name}
                onChange={(event) =>
                  editor.setRows(
                    editor.rows.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)),
                  )
                }
              />
              <TextField
                label={t('customize_jwt.variable_value')}
                type="password"
                autoComplete="off"
                value={row.value}
                onChange={(event) =>
                  editor.setRows(
                    editor.rows.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)),
                  )
                }
              />
              <Button kind="text" onClick={() => editor.setRows(editor.rows.filter((_item, at) => at !== index))}>
                {t('list_field.remove', { value: row.name || String(index + 1) })}
              </Button>
            </div>
          ))}
          {fieldErrors.variables ? <p role="alert">{t('customize_jwt.invalid_variables')}</p> : null}
          <Button onClick={() => editor.setRows([...editor.rows, { name: '', value: '' }])}>
            {t('customize_jwt.add_variable')}
          </Button>
        </Card>
        <Card title={t('customize_jwt.samples')} description={t('customize_jwt.samples_hint')}>
          <Textarea
            className={styles.json}
            label={t('customize_jwt.token_sample')}
            value={editor.tokenText}
            onChange={(event) => editor.setTokenText(event.target.value)}
            error={error(fieldErrors.token)}
            rows={8}
            spellCheck={false}
          />
          <Textarea
            className={styles.json}
            label={t('customize_jwt.context_sample')}
            value={editor.contextText}
            onChange={(event) => editor.setContextText(event.target.value)}
            error={error(fieldErrors.context)}
            rows={12}
            spellCheck={false}
          />
          <div className={styles.actions}>
            <Button onClick={editor.runTest} loading={editor.testing}>
              {t('customize_jwt.test')}
            </Button>
          </div>
          <div aria-live="polite">
            {outcome && 'claims' in outcome ? (
              <CodeBlock
                label={t('customize_jwt.test_result')}
                language="json"
                code={JSON.stringify(outcome.claims, null, 2)}
              />
            ) : null}
            {outcome && 'error' in outcome ? (
              <Notice tone="warning">
                <strong>
                  {outcome.error.kind === 'AccessDenied'
                    ? t('customize_jwt.error_access_denied')
                    : t('customize_jwt.error_general')}
                </strong>{' '}
                <span data-testid="jwt-error-message">{outcome.error.message}</span>
              </Notice>
            ) : null}
          </div>
        </Card>
        <div className={styles.actions}>
          <Button
            kind="primary"
            loading={editor.saving}
            onClick={() =>
              editor.submit(() => {
                toast.success(t('general.saved'));
                back();
              })
            }
          >
            {t('general.save')}
          </Button>
          <Button onClick={back}>{t('general.cancel')}</Button>
        </div>
      </div>
    </>
  );
};
