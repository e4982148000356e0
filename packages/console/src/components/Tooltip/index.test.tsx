import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './index';

describe('a tooltip', () => {
  it('shows on keyboard focus, describes its trigger, and hides on Escape', async () => {
    render(
      <Tooltip content="Given to users, who sign in">
        <button type="button">User</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'User' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => {
      fireEvent.focus(trigger);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Given to users, who sign in');
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
