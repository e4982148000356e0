import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu, DropdownMenuItem, DropdownMenuRadioGroup, DropdownMenuSeparator } from './index';

describe('a dropdown menu', () => {
  it('opens from the keyboard, lists its items, and runs the one chosen', async () => {
    const signOut = vi.fn();
    const choose = vi.fn();
    render(
      <DropdownMenu trigger={<button type="button">Ada</button>}>
        <DropdownMenuRadioGroup
          value="light"
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
          onValueChange={choose}
        />
        <DropdownMenuSeparator />
        <DropdownMenuItem danger onSelect={signOut}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Ada' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await act(async () => {
      fireEvent.keyDown(trigger, { key: 'Enter' });
    });
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: /Light/ }).getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', { name: /Dark/ }));
    });
    expect(choose).toHaveBeenCalledWith('dark');
    await act(async () => {
      fireEvent.keyDown(trigger, { key: 'Enter' });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
