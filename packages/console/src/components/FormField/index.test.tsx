import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './index';

describe('a form field', () => {
  it('labels its control and describes it by its hint', () => {
    render(
      <FormField label="Custom data" hint="A JSON object" required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Custom data/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('A JSON object');
  });

  it('shows an error instead of the hint, announced and marking the control invalid', () => {
    render(
      <FormField label="Custom data" hint="A JSON object" error="Custom data must be a JSON object.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Custom data' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Custom data must be a JSON object.');
    expect(screen.getByRole('alert').id).toBe(input.getAttribute('aria-describedby'));
    expect(screen.queryByText('A JSON object')).toBeNull();
  });
});
