import { useEffect } from 'react';
import { useLocation } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { applyRouteChangeRules } from './route-change-rules';

export function useRouteChangeRules(): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    applyRouteChangeRules(
      { pathname, search, hash },
      { store: appStore, session: sessionStorage, local: localStorage, document },
    );
  }, [pathname, search, hash]);
}
