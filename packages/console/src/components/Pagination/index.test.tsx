import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './index';

describe('pagination', () => {
  it('says where the list is and stops at the last page of an exact count', () => {
    const onChange = vi.fn();
    render(<Pagination page={3} pageSize={20} total={45} onChange={onChange} />);
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('with a capped count, says "more than" and goes on while pages are full', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Pagination page={600} pageSize={20} total={10_000} isCapped pageItems={20} onChange={onChange} />,
    );
    expect(screen.getByText('11,981–12,000 of more than 10,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(601);
    rerender(<Pagination page={601} pageSize={20} total={10_000} isCapped pageItems={7} onChange={onChange} />);
    expect(screen.getByText('12,001–12,007 of more than 10,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('is absent from an empty first page', () => {
    const { container } = render(<Pagination page={1} pageSize={20} total={0} onChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
