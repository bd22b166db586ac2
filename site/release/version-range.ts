/**
 * Just enough of semver for the compatibility gate: does the version the shell provides satisfy
 * the range a remote requires? `semver` is only a transitive dependency here (no types, no
 * guarantee it stays), and Module Federation ranges are simple: `^x.y.z`, `~x.y.z`, `x.y.z`,
 * `>=x.y.z`, `*`, joined with spaces (and) or `||` (or). Pre-release tags compare as lower than
 * the release, which is all a gate needs.
 */
interface Version {
  major: number;
  minor: number;
  patch: number;
  pre: string;
}

export function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([\w.]+))?(?:\+[\w.]+)?$/.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2] ?? 0), patch: Number(match[3] ?? 0), pre: match[4] ?? '' };
}

export function majorOf(text: string): number | null {
  return parseVersion(text)?.major ?? null;
}

function compare(a: Version, b: Version): number {
  if (a.major !== b.major) return a.major - b.major;
  if (a.minor !== b.minor) return a.minor - b.minor;
  if (a.patch !== b.patch) return a.patch - b.patch;
  if (a.pre === b.pre) return 0;
  if (!a.pre) return 1;
  if (!b.pre) return -1;
  return a.pre < b.pre ? -1 : 1;
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === '' || comparator === 'x') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(comparator);
  const bound = match && parseVersion(match[2]!);
  if (!match || !bound) return false;
  const order = compare(version, bound);
  switch (match[1]) {
    case '^':
      // ^1.2.3 := >=1.2.3 <2.0.0; ^0.2.3 := >=0.2.3 <0.3.0 (the leftmost non-zero part is fixed).
      if (order < 0) return false;
      if (bound.major > 0) return version.major === bound.major;
      if (bound.minor > 0) return version.major === 0 && version.minor === bound.minor;
      return version.major === 0 && version.minor === 0 && version.patch === bound.patch;
    case '~':
      return order >= 0 && version.major === bound.major && version.minor === bound.minor;
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/** True when `version` is inside `range`; an unreadable version or range never is. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range
    .split('||')
    .map((alternative) => alternative.trim().split(/\s+/).filter(Boolean))
    .some((comparators) => (comparators.length === 0 ? true : comparators.every((comparator) => satisfiesComparator(parsed, comparator))));
}
