// Staff read the plain-text part of the mail the forms send, as lines "Label: value". What a
// visitor typed must not be able to add a line of its own there (issue #14: a name with CR/LF
// forged a "Correo:" line, so a reply could go to the attacker). Every character a mail reader
// may break a line on: CR, LF, VT, FF, NEL, and the Unicode line and paragraph separators.
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/** A value for a one-line field ("Nombre: …"): its line breaks become spaces. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ');
}

/**
 * A multi-line text a person typed, set apart from the fields around it: between two marker lines
 * and with every line quoted with "> ", so none of its lines can pass for a field of the mail.
 */
export function quotedBlock(title: string, text: string): string {
  const lines = text.split(LINE_BREAKS).map((line) => `> ${line}`);
  return [`--- ${title} ---`, ...lines, '--- Fin del mensaje ---'].join('\n');
}

/**
 * Letters and marks, with spaces, apostrophes and hyphens between them, and a dot only where it
 * ends an initial ("Ma. Guadalupe"): no link, address or sentence with punctuation fits.
 */
const PERSON_NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M}' ’-]|\.(?=\s|$)){0,59}$/u;

/**
 * The greeting of a mail the public forms send to the address the visitor typed (a quote, the
 * copy of a message). Such a form writes to any address under the company's name, so the name
 * the visitor typed is used only when it reads as a person's name: otherwise a link or a sentence
 * typed as a "name" would be a stranger's text in someone's inbox. Plain text; escape it for HTML.
 */
export function visitorGreeting(name: string): string {
  const clean = oneLine(name).replace(/\s+/g, ' ').trim();
  return PERSON_NAME.test(clean) ? `Hola, ${clean}:` : 'Hola:';
}
