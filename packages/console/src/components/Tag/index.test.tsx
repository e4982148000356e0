import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tag, TagList } from './index';

describe('a tag', () => {
  it('shows its text, and no button unless it can be removed', () => {
    render(<Tag tone="danger">Suspended</Tag>);
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is removed with its named × button', () => {
    const onRemove = vi.fn();
    render(
      <TagList as="ul" aria-label="Email domains">
        <li>
          <Tag onRemove={onRemove} removeLabel="Remove example.com">
            example.com
          </Tag>
        </li>
      </TagList>,
    );
    expect(screen.getByRole('list', { name: 'Email domains' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
