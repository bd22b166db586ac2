import { createInstance, satisfy } from '@module-federation/enhanced/runtime';
import versionCheckPlugin, { satisfiesCaretRange } from './version-check-plugin';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof versionCheckPlugin>['resolveShare']>>[0];

describe('satisfiesCaretRange', () => {
  const cases: [version: string, range: string][] = [
    ['19.2.0', '^19.0.0'],
    ['19.0.0', '^19.0.0'],
    ['19.0.0', '^19.0.1'],
    ['19.1.0', '^19.0.5'],
    ['20.0.0', '^19.0.0'],
    ['18.3.1', '^19.0.0'],
    ['5.0.8', '^5.0.0'],
    ['1.0.0', '^1.1.0'],
    ['1.1.0', '^1.1.0'],
    ['0.3.4', '^0.3.1'],
    ['0.4.0', '^0.3.1'],
    ['0.3.0', '^0.3.1'],
    ['0.0.3', '^0.0.3'],
    ['0.0.4', '^0.0.3'],
    ['0.0.0', '^0.0.0'],
  ];

  it.each(cases)('decides %s against %s as the runtime does', (version, range) => {
    expect(satisfiesCaretRange(version, range)).toBe(satisfy(version, range));
  });

  it.each([
    ['19.0.0-rc.1', '^19.0.0'],
    ['19.0.0', '~19.0.0'],
    ['19.0.0', '>=18'],
    ['19.0.0', '^19'],
    ['', '^19.0.0'],
    ['19.2.0', '^019.0.0'],
    ['19.02.0', '^19.0.0'],
  ])('leaves %s against %s to the runtime', (version, range) => {
    expect(satisfiesCaretRange(version, range)).toBeUndefined();
  });
});

describe('versionCheckPlugin', () => {
  const reactEntry = { version: '19.2.0', from: 'shell' };
  const resolveArgs = (shareConfig: Record<string, unknown>): ResolveShareArgs =>
    ({
      shareScopeMap: { default: { react: { '19.2.0': reactEntry } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.2.0',
      shareInfo: { shareConfig },
      resolver: jest.fn(),
    }) as unknown as ResolveShareArgs;

  it.each([
    ['a singleton', { singleton: true, requiredVersion: '^19.0.0' }],
    ['a module shared by version', { requiredVersion: '^19.1.0' }],
  ])('hands over %s whose version fits without the runtime check', (_case, shareConfig) => {
    const args = resolveArgs(shareConfig);
    const resolved = versionCheckPlugin().resolveShare!(args) as ResolveShareArgs;

    expect(resolved.resolver()).toEqual({ shared: reactEntry, useTreesShaking: false });
    expect(args.resolver).not.toHaveBeenCalled();
  });

  it.each([
    ['a version that does not fit', { singleton: true, requiredVersion: '^20.0.0' }],
    ['a range of another kind', { singleton: true, requiredVersion: '>=19.0.0' }],
    ['a module shared by version that does not fit', { requiredVersion: '^19.3.0' }],
    ['any version', { requiredVersion: false }],
  ])('leaves %s to the runtime', (_case, shareConfig) => {
    const args = resolveArgs(shareConfig);
    expect(versionCheckPlugin().resolveShare!(args)).toBe(args);
  });

  it('in a federation instance, shares the singleton and still warns when an app asks for another major', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const react = { name: 'react 19' };
    const instance = createInstance({
      name: 'shell',
      remotes: [],
      shared: { react: { version: '19.2.0', lib: () => react, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } } },
      plugins: [versionCheckPlugin()],
    });

    expect(instance.loadShareSync('react')?.()).toBe(react);
    expect(warn).not.toHaveBeenCalled();

    // A remote built for the next major: it gets the page's React, and the runtime says so.
    const remoteShareInfo = { shareConfig: { singleton: true, requiredVersion: '^20.0.0' } };
    expect(instance.loadShareSync('react', { customShareInfo: remoteShareInfo })?.()).toBe(react);
    expect(warn).toHaveBeenCalledWith('[ Federation Runtime ]', expect.stringContaining('does not satisfy the requirement'));
  });
});
