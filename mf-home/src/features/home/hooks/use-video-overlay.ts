import { useCallback, useEffect, useRef, useState } from 'react';
import { VIDEO_REMOVE_DELAY_MS, VIDEO_SHOW_DELAY_MS } from './timings';

/**
 * docs/product.md §4 video overlay: opening inserts it and shows it 50 ms later (so the fade runs);
 * closing hides it and removes it 400 ms later.
 */
export function useVideoOverlay() {
  const [url, setUrl] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const open = useCallback((videoUrl: string) => {
    clearTimeout(timer.current);
    setUrl(videoUrl);
    setVisible(false);
    timer.current = setTimeout(() => setVisible(true), VIDEO_SHOW_DELAY_MS);
  }, []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
    timer.current = setTimeout(() => setUrl(null), VIDEO_REMOVE_DELAY_MS);
  }, []);

  return { url, visible, open, close };
}
