import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from './index';

const code = "import express from 'express';\nconst app = express(); // a comment\napp.listen(3000);";

describe('a code block', () => {
  it('highlights code of a known language, keeping its text exactly as it is copied', async () => {
    render(<CodeBlock label="server.mjs" code={code} language="javascript" />);
    const figure = screen.getByRole('figure');
    await waitFor(() => expect(figure.querySelector('.hljs-keyword')).not.toBeNull());
    expect(figure.querySelector('.hljs-string')?.textContent).toBe("'express'");
    expect(figure.querySelector('.hljs-comment')?.textContent).toBe('// a comment');
    expect(figure.querySelector('code')?.textContent).toBe(code);
  });

  it('shows markup in code as text, never as elements', async () => {
    const markup = '<template>\n  <img src=x onerror="alert(1)"><script>alert(2)</script>\n</template>';
    render(<CodeBlock label="Home.vue" code={markup} language="xml" />);
    const figure = screen.getByRole('figure');
    await waitFor(() => expect(figure.querySelector('.hljs-tag')).not.toBeNull());
    expect(figure.querySelector('img, script, template')).toBeNull();
    expect(figure.querySelector('code')?.textContent).toBe(markup);
  });

  it('without a language, shows the plain text', () => {
    render(<CodeBlock label="shell" code="curl -s https://example.com" />);
    const shown = screen.getByRole('figure').querySelector('code');
    expect(shown?.textContent).toBe('curl -s https://example.com');
    expect(shown?.children).toHaveLength(0);
  });
});
