import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Textarea } from './index';

describe('a textarea', () => {
  it('is a labelled multi-line field that reports what is typed', () => {
    const onChange = vi.fn();
    render(<Textarea label="Redirect URIs" hint="One per line" onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Redirect URIs' });
    expect(textarea.tagName).toBe('TEXTAREA');
    fireEvent.change(textarea, { target: { value: 'https://a.example\nhttps://b.example' } });
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByText('One per line').id).toBe(textarea.getAttribute('aria-describedby'));
  });

  it('marks itself invalid with the error', () => {
    render(<Textarea label="Redirect URIs" error="Enter http or https URIs." />);
    expect(screen.getByRole('textbox', { name: 'Redirect URIs' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter http or https URIs.');
  });
});
