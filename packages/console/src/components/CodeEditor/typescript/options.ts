import ts from 'typescript';

/** How the editor's language service reads a script: JavaScript checked against the declarations given. */
export const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  allowJs: true,
  checkJs: true,
  noEmit: true,
  strict: false,
  skipLibCheck: true,
};

/** The standard library file a library's declarations are known by (`/lib.es5.d.ts`), from its path. */
export const libraryFileName = (path: string) => `/${path.slice(path.lastIndexOf('/') + 1)}`;
