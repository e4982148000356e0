import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHoverMenu } from './use-hover-menu';

const mouse = { pointerType: 'mouse' };

describe('a menu that opens on hover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 300 ms after the pointer enters, not before', () => {
    const { result } = renderHook(() => useHoverMenu());
    act(() => result.current.hoverProps.onPointerEnter(mouse));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('does not open when the pointer passes over it in under 300 ms', () => {
    const { result } = renderHook(() => useHoverMenu());
    act(() => result.current.hoverProps.onPointerEnter(mouse));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.hoverProps.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.open).toBe(false);
  });

  it('closes 100 ms after the pointer leaves, and stays open when it comes back in time (trigger → menu)', () => {
    const { result } = renderHook(() => useHoverMenu());
    act(() => result.current.setOpen(true));
    act(() => result.current.hoverProps.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.open).toBe(true);
    act(() => result.current.hoverProps.onPointerEnter(mouse));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.open).toBe(true);
    act(() => result.current.hoverProps.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.open).toBe(false);
  });

  it('ignores touch and pen hover: those open it by tapping', () => {
    const { result } = renderHook(() => useHoverMenu());
    act(() => result.current.hoverProps.onPointerEnter({ pointerType: 'touch' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.open).toBe(false);
    act(() => result.current.setOpen(true));
    expect(result.current.open).toBe(true);
  });

  it('cancels a pending hover when opened or closed by click or keyboard', () => {
    const { result } = renderHook(() => useHoverMenu());
    act(() => result.current.hoverProps.onPointerEnter(mouse));
    act(() => result.current.setOpen(false));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.open).toBe(false);
  });
});
