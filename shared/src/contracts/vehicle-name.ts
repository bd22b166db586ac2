/**
 * A vehicle's name from its model and version: the calculator's headings and buttons, the quote
 * e-mail's subject. The
 * catalogue's versions repeat the model's designation ("Cumbre T800" + "T800 Sleeper 510 HP"),
 * so the shared word is said once: "Cumbre T800 Sleeper 510 HP".
 */
export function vehicleName(modelName: string | undefined, versionName: string): string {
  if (!modelName) return versionName;
  const designation = modelName.trim().split(/\s+/).at(-1) ?? '';
  const [first, ...rest] = versionName.trim().split(/\s+/);
  if (first && designation && first.localeCompare(designation, 'es-MX', { sensitivity: 'base' }) === 0) {
    return [modelName.trim(), ...rest].join(' ');
  }
  return `${modelName.trim()} ${versionName.trim()}`;
}
