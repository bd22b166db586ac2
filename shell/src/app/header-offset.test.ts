import { headerOffsetGroup } from './header-offset';

describe('header offset group (SPEC §4/§9; the offsets per width are checked in the browser, layout-stability.spec)', () => {
  it.each([
    ['/', 'default'],
    ['/contacto', 'default'],
    ['/planes-financiamiento/credito-directo', 'plans'],
    ['/my-account/home', 'account'],
  ])('%s is in the %s group', (pathname, group) => {
    expect(headerOffsetGroup(pathname)).toBe(group);
  });
});
