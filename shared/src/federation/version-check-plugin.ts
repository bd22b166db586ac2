import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// semver's numbers: no leading zeros (`019` is not a version).
const NUMBER = '(0|[1-9]\\d*)';
const CARET_RANGE = new RegExp(`^\\^${NUMBER}\\.${NUMBER}\\.${NUMBER}$`);
const RELEASE_VERSION = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}$`);

/**
 * Whether `version` falls in the caret range `range` (`^19.0.0`), as npm's semver decides; or
 * `undefined` when either is of another kind (a pre-release, `~`, `>=`...), left to the runtime.
 */
export function satisfiesCaretRange(version: string, range: string): boolean | undefined {
  const wanted = numbers(CARET_RANGE.exec(range));
  const offered = numbers(RELEASE_VERSION.exec(version));
  if (!wanted || !offered) return undefined;
  const [major, minor, patch] = wanted;
  const [offeredMajor, offeredMinor, offeredPatch] = offered;
  // The left-most non-zero number is fixed; what follows it may only grow.
  if (major > 0) {
    return offeredMajor === major && (offeredMinor > minor || (offeredMinor === minor && offeredPatch >= patch));
  }
  if (minor > 0) return offeredMajor === 0 && offeredMinor === minor && offeredPatch >= patch;
  return offeredMajor === 0 && offeredMinor === 0 && offeredPatch === patch;
}

function numbers(match: RegExpExecArray | null): [number, number, number] | undefined {
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * Every shared module (React, the router facade, the stores, DOMPurify...) is checked against the
 * version range each app asks for, on each negotiation and again when a remote's files are listed
 * for preloading. The runtime's own check builds a dozen regular expressions per call; cold, at
 * start-up, that cost 8-10 ms per negotiation on this machine, four times that on Lighthouse's phone
 * (issue #15, Total Blocking Time). Our ranges are all carets, so a version that fits is recognised
 * here and handed over as the runtime would. A version that does not fit, or a range of another
 * kind, goes to the runtime's check: a singleton then comes with a warning (or, with
 * `strictVersion`, an error), anything else with a search for another version, as before.
 * Registered at build time, beside the yield plugin.
 */
export default function versionCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fvc-version-check',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const requiredVersion = shareInfo.shareConfig?.requiredVersion;
      // Shared tree shaking picks among builds of a version: that choice stays the runtime's.
      if (shareInfo.treeShaking || typeof requiredVersion !== 'string') return args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared || satisfiesCaretRange(version, requiredVersion) !== true) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
