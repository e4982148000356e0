import { lazy, Suspense } from 'react';
import { FormField } from '../FormField';
import styles from './index.module.css';

export type CodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  language: 'css' | 'javascript';
  /** The editor's accessible name and its field's label. */
  label: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  /**
   * For JavaScript: TypeScript declarations (global, as in a `.d.ts`) the script is checked
   * against — completions, hover types and diagnostics, from a language service in a web worker.
   */
  types?: string;
};

// CodeMirror is loaded only where an editor is shown (its own chunk), never with the console's first load.
const Editor = lazy(() => import('./Editor'));

/**
 * A labelled code editor (CodeMirror 6: syntax highlighting, bracket matching, undo, search). Tab
 * moves on to the next control as everywhere else, so the keyboard is never trapped. Follows the
 * console theme.
 */
export const CodeEditor = ({ label, hint, error, ...rest }: CodeEditorProps) => (
  <FormField label={label} hint={hint} error={error}>
    {(control) => (
      <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
        <Editor {...rest} control={control} label={label} />
      </Suspense>
    )}
  </FormField>
);
