import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stat } from './Stat';

describe('a dashboard figure', () => {
  it('says its change against the period before in words, never a bare number', () => {
    render(
      <>
        <Stat label="New users today" count={5} delta={3} comparedTo="day" />
        <Stat label="Weekly active users" count={2} delta={-1} comparedTo="week" />
        <Stat label="Monthly active users" count={0} delta={0} comparedTo="month" />
        <Stat label="Total users" count={1234} />
      </>,
    );
    expect(screen.getByText('+3 vs. yesterday')).toBeTruthy();
    expect(screen.getByText('-1 vs. the 7 days before')).toBeTruthy();
    expect(screen.getByText('Same as the 30 days before')).toBeTruthy();
    const total = screen.getByText('Total users').parentElement;
    expect(total?.textContent).toBe('Total users1,234');
  });

  it('shows a placeholder and no change while it loads', () => {
    const { container } = render(<Stat label="Daily active users" comparedTo="day" />);
    expect(container.textContent).toBe('Daily active users');
  });
});
