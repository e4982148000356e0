import { css } from '@codemirror/lang-css';
import { javascript } from '@codemirror/lang-javascript';
import { Compartment, EditorState } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import { EditorView, placeholder as placeholderText } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { FieldControl } from '../FormField';
import type { CodeEditorProps } from '.';
import styles from './index.module.css';
import type { TypeScriptSession } from './typescript/extensions';

const isDark = () => document.documentElement.dataset.theme === 'dark';

/** The CodeMirror view behind `CodeEditor` (lazily loaded). */
const Editor = ({
  value,
  onChange,
  onBlur,
  placeholder,
  control,
  label,
  language,
  types,
}: Omit<CodeEditorProps, 'hint' | 'error'> & { control: FieldControl }) => {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };

  const attributes = useRef(new Compartment());
  const typescript = useRef(new Compartment());
  const session = useRef<Promise<TypeScriptSession>>(undefined);
  const contentAttributes = () =>
    EditorView.contentAttributes.of({
      id: control.id,
      'aria-label': label,
      ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
      ...(control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
    });

  // The view is built once per mount; later values and attributes arrive through the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!host.current) return;
    const theme = new Compartment();
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          language === 'javascript' ? javascript() : css(),
          theme.of(isDark() ? oneDark : []),
          placeholderText(placeholder ?? ''),
          EditorView.lineWrapping,
          attributes.current.of(contentAttributes()),
          typescript.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur?.();
          }),
        ],
      }),
    });
    view.current = created;
    // The console's theme switches on `data-theme`: the editor follows it.
    const observer = new MutationObserver(() =>
      created.dispatch({ effects: theme.reconfigure(isDark() ? oneDark : []) }),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      observer.disconnect();
      created.destroy();
      void session.current?.then((started) => started.close()).catch(() => undefined);
      session.current = undefined;
    };
  }, []);

  // Declarations for a JavaScript script turn on TypeScript (its worker and the TypeScript
  // library load only then): completions, hover types and diagnostics against them.
  useEffect(() => {
    if (language !== 'javascript' || types === undefined) return;
    if (session.current) {
      session.current.then((started) => started.setTypes(types)).catch(() => undefined);
      return;
    }
    session.current = import('./typescript/extensions').then((module) => module.startTypeScript(types));
    // Without the worker (it failed to load) the editor still edits, highlights and saves.
    session.current
      .then((started) => view.current?.dispatch({ effects: typescript.current.reconfigure(started.extensions) }))
      .catch(() => undefined);
  }, [language, types]);

  // An error shown or cleared changes what the editor says of itself (aria-invalid, described by).
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentAttributes reads exactly these
  useEffect(() => {
    view.current?.dispatch({ effects: attributes.current.reconfigure(contentAttributes()) });
  }, [control.id, control['aria-describedby'], control['aria-invalid'], label]);

  // A value set from outside (discard, reset) replaces the document.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className={styles.editor} />;
};

export default Editor;
