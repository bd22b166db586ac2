import { matchRoutes } from '@fvc/shared/router';
import { matchRoute } from './match-route';
import { REDIRECTS, ROUTES } from './route-table';

describe('route table', () => {
  it.each([
    ['/', 'home'],
    ['/acerca', 'home'],
    ['/about', 'home'],
    ['/noticias', 'home'],
    ['/noticias/12', 'home'],
    ['/news-details', 'home'],
    ['/contacto', 'home'],
    ['/brand-financial', 'home'],
    ['/brand-insurance', 'home'],
    ['/brand-daimler', 'home'],
    ['/faqs', 'home'],
    ['/faqs/general-questions', 'home'],
    ['/legales', 'home'],
    ['/legal', 'home'],
    ['/legales/terminosycondiciones', 'home'],
    ['/legales/aviso-de-privacidad', 'home'],
    ['/legales/revocacion', 'home'],
    ['/formularios', 'home'],
    ['/campaign', 'home'],
    ['/syntage', 'home'],
    ['/planes-financiamiento', 'plans'],
    ['/planes-financiamiento/credito-directo', 'plans'],
    ['/planes-financiamiento/arrendamiento-puro', 'plans'],
    ['/planes-financiamiento/arrendamiento-financiero', 'plans'],
    ['/planes-financiamiento/flexibility', 'plans'],
    ['/planes-financiamiento/insurance', 'plans'],
    ['/calculadora', 'calculator'],
    ['/calculadora/paso-1', 'calculator'],
    ['/calculadora/paso-2', 'calculator'],
    ['/calculadora/paso-3', 'calculator'],
    ['/calculadora/independiente/tractocamion/t-880', 'calculator'],
    ['/calculator/vehicles', 'calculator'],
    ['/solicitud', 'calculator'],
    ['/solicitud/nueva', 'calculator'],
    ['/solicitud/continuar', 'calculator'],
    ['/solicitud/domicilio', 'calculator'],
    ['/solicitud/estado', 'calculator'],
    ['/distribuidores', 'dealers'],
    ['/registro', 'account'],
    ['/acceso', 'account'],
    ['/welcome', 'account'],
    ['/reset-password', 'account'],
    ['/new-password', 'account'],
    ['/my-account', 'account'],
    ['/my-account/home', 'account'],
    ['/my-account/balances', 'account'],
    ['/my-account/bills', 'account'],
    ['/paymentok.html', 'account'],
    ['/backoffice', 'backoffice'],
    ['/backoffice/solicitudes', 'backoffice'],
    ['/backoffice/solicitudes/5f0c6d2e-1111-4222-8333-444455556666', 'backoffice'],
  ])('%s belongs to the %s remote', (pathname, remote) => {
    expect(matchRoute(pathname)?.remote).toBe(remote);
  });

  it('matches no remote for unknown paths, so the layout sends them home', () => {
    expect(matchRoute('/no-existe')).toBeNull();
    expect(matchRoute('/planes-financiamiento/otro-plan')).toBeNull();
  });

  it('redirects /login to /acceso', () => {
    expect(REDIRECTS).toContainEqual({ path: '/login', to: '/acceso' });
    expect(matchRoute('/login')).toBeNull();
  });

  it('gives every plan and calculator route a page title (SPEC §2)', () => {
    expect(matchRoute('/planes-financiamiento/credito-directo')?.meta?.title).toBe('Crédito');
    expect(matchRoute('/planes-financiamiento/arrendamiento-puro')?.meta?.title).toBe('Arrendamiento puro');
    expect(matchRoute('/planes-financiamiento/arrendamiento-financiero')?.meta?.title).toBe(
      'Arrendamiento financiero',
    );
    // Issue #69: the plan's Spanish name (docs/product.md §2 listed it as "Flexibility"); the route stays.
    expect(matchRoute('/planes-financiamiento/flexibility')?.meta?.title).toBe('Flexibilidad');
    expect(matchRoute('/calculadora/paso-1')?.meta?.title).toBe('Calculadora');
    expect(matchRoute('/distribuidores')?.meta?.title).toBe('Distribuidores');
    expect(matchRoute('/acerca')?.meta?.title).toBe('¿Quiénes somos?');
    expect(matchRoute('/contacto')?.meta?.title).toBe('Contacto');
    expect(matchRoute('/')?.meta).toBeUndefined();
  });

  it('keeps the online application out of search engines: it is the applicant’s own data (decision 0055)', () => {
    expect(matchRoute('/solicitud/estado')?.meta).toEqual({ title: 'Solicitud de crédito', robots: 'noindex, nofollow' });
  });

  it('keeps to the two kinds of path the matcher compares: a page, and a page with everything below it', () => {
    for (const { path } of ROUTES) expect(path).toMatch(/^\/([\w.-]+(\/[\w.-]+)*(\/\*)?)?$/);
    // Nor does a prefix lie below another, which would make their order matter.
    const prefixes = ROUTES.filter(({ path }) => path.endsWith('/*')).map(({ path }) => path.slice(0, -1));
    for (const prefix of prefixes) expect(prefixes.filter((other) => other.startsWith(prefix))).toEqual([prefix]);
  });

  // react-router is the reference: the shell's matcher must pick what its matchRoutes picks.
  it.each([
    ...ROUTES.map((entry) => entry.path.replace('/*', '/algo/mas')),
    ...ROUTES.map((entry) => entry.path.replace('/*', '')),
    '/Contacto',
    '/CALCULADORA/Paso-1',
    '/contacto/',
    '/contacto//',
    '/noticias/',
    '//',
    '/contact%6F',
    '/noticias/%E0%A4%A',
    '/planes-financiamiento/credito-directo/',
    '/planes-financiamiento/credito-directo/extra',
    '/legal/aviso',
    '/legales',
    '/my-account',
    '/my-accounts',
    '/paymentok.html',
    '/paymentokxhtml',
    '/calculator',
    '/calculator/vehicles/',
    '/no-existe',
  ])('picks for %s the entry react-router picks', (pathname) => {
    const reference = matchRoutes(
      ROUTES.map((entry) => ({ path: entry.path, entry })),
      pathname,
    );
    expect(matchRoute(pathname)).toBe(reference?.[0]?.route.entry ?? null);
  });
});

