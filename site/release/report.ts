/** How the release commands write sizes and times for a person (es-MX). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}

export const formatSeconds = (seconds: number) => `${seconds.toFixed(seconds < 1 ? 2 : 1)} s`;

/** The message a refused release ends with: what happened, why, and that nothing changed. */
export function refusalText(appDir: string, candidate: string, live: string | null, reasons: readonly string[]): string {
  return [
    `\n✗ No se publicó ${appDir} ${candidate}.`,
    ...reasons.map((reason) => `  - ${reason}`),
    live ? `No se cambió nada: sigue en línea ${appDir} ${live}.` : `No se cambió nada.`,
  ].join('\n');
}
