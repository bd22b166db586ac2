import { act, renderHook } from '@testing-library/react';
import { useNewsNavigator } from './use-news-navigator';
import { usePager } from './use-pager';
import { useVideoOverlay } from './use-video-overlay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('usePager (SPEC §4 plans pager)', () => {
  it('starts at 0, moves only inside the range and reports the ends', () => {
    const { result } = renderHook(() => usePager(9, 4));
    expect(result.current).toMatchObject({ page: 0, pageCount: 3, canPrev: false, canNext: true, start: 0, end: 4 });
    act(() => result.current.prev());
    expect(result.current.page).toBe(0);
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ page: 2, canPrev: true, canNext: false, start: 8 });
    act(() => result.current.next());
    expect(result.current.page).toBe(2);
  });

  it('has one page for 4 items or fewer, and clamps when the list shrinks', () => {
    const { result, rerender } = renderHook(({ total }) => usePager(total, 4), { initialProps: { total: 8 } });
    act(() => result.current.next());
    expect(result.current.page).toBe(1);
    rerender({ total: 4 });
    expect(result.current).toMatchObject({ page: 0, pageCount: 1, canPrev: false, canNext: false });
  });
});

describe('useNewsNavigator (SPEC §4: ends blocked, 300 ms + 50 ms lock)', () => {
  it('blocks both directions during the animation and releases after 350 ms', () => {
    const { result } = renderHook(() => useNewsNavigator(3));
    expect(result.current).toMatchObject({ index: 0, canPrev: false, canNext: true });
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, animating: true, canPrev: false, canNext: false });
    act(() => result.current.next()); // ignored: still animating
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(300));
    expect(result.current.animating).toBe(true); // the 50 ms cleanup
    act(() => jest.advanceTimersByTime(49));
    expect(result.current.animating).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ index: 1, animating: false, canPrev: true, canNext: true });
  });

  it('stops at the last and first items', () => {
    const { result } = renderHook(() => useNewsNavigator(2));
    act(() => result.current.next());
    act(() => jest.advanceTimersByTime(350));
    expect(result.current).toMatchObject({ index: 1, canNext: false });
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, animating: false });
    act(() => result.current.prev());
    act(() => jest.advanceTimersByTime(350));
    expect(result.current).toMatchObject({ index: 0, canPrev: false });
  });
});

describe('useVideoOverlay (SPEC §4: shown after 50 ms, removed 400 ms after close)', () => {
  it('inserts, shows, hides and removes on time', () => {
    const { result } = renderHook(() => useVideoOverlay());
    act(() => result.current.open('https://video.example/1'));
    expect(result.current).toMatchObject({ url: 'https://video.example/1', visible: false });
    act(() => jest.advanceTimersByTime(49));
    expect(result.current.visible).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.visible).toBe(true);

    act(() => result.current.close());
    expect(result.current).toMatchObject({ url: 'https://video.example/1', visible: false });
    act(() => jest.advanceTimersByTime(399));
    expect(result.current.url).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.url).toBeNull();
  });

  it('reopening during the close keeps it in the page', () => {
    const { result } = renderHook(() => useVideoOverlay());
    act(() => result.current.open('a'));
    act(() => result.current.close());
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.open('b'));
    act(() => jest.advanceTimersByTime(400));
    expect(result.current).toMatchObject({ url: 'b', visible: true });
  });
});
