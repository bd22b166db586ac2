import { lighthouseFlagsFor } from './lighthouse-run-kind';

describe('the Lighthouse flags of a bench run', () => {
  it('leaves the default run to Lighthouse’s defaults: simulated throttling, every script', () => {
    expect(lighthouseFlagsFor({})).toEqual({});
  });

  it('blocks every script for the page’s own cost', () => {
    expect(lighthouseFlagsFor({ blockScripts: true })).toEqual({ blockedUrlPatterns: ['*.js'] });
  });
});
