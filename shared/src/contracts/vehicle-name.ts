/**
 * A vehicle's name from its model and version: the calculator's headings and buttons, the quote
 * e-mail's subject and the CRM lead. The catalogue's versions repeat the model's designation
 * ("Cumbre T800" + "T800 Sleeper 510 HP"), so the shared word is said once:
 * "Cumbre T800 Sleeper 510 HP".
 */
export function vehicleName(modelName: string | undefined, versionName: string): string {
  const version = versionName.trim();
  const model = modelName?.trim();
  if (!model) return version;
  const designation = model.split(/\s+/).at(-1) ?? '';
  const [first = '', ...rest] = version.split(/\s+/);
  return sameWord(first, designation) ? [model, ...rest].join(' ') : `${model} ${version}`;
}

/**
 * Case and accents aside, without Intl: a collator loads locale data on a page's first render
 * (docs/decisions/0020).
 */
function sameWord(a: string, b: string): boolean {
  const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return a !== '' && plain(a) === plain(b);
}
