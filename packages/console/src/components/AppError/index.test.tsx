import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from './index';

describe('the generic error screen', () => {
  it('shows title, code and message, the details on demand, and a retry', () => {
    const onRetry = vi.fn();
    render(
      <AppError
        title="Something went wrong"
        code="oidc.invalid_grant"
        message="Grant expired"
        details="at stack"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('oidc.invalid_grant')).toBeTruthy();
    expect(screen.getByText('Grant expired')).toBeTruthy();
    expect(screen.queryByText('at stack')).toBeNull();
    const more = screen.getByRole('button', { name: 'More details' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText('at stack')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
