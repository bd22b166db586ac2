import { useEffect } from 'react';
import { useLocation } from '@fvc/shared/router';
import { headerOffset } from './header-offset';

/**
 * Publishes the header offset of the current route and width as `--fvc-header-offset`, which
 * sections use as `scroll-margin-top` so anchors land below the header.
 */
export function useHeaderOffset(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const apply = () =>
      document.documentElement.style.setProperty(
        '--fvc-header-offset',
        `${headerOffset(pathname, window.innerWidth)}px`,
      );
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [pathname]);
}
