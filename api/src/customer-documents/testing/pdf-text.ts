import { inflateSync } from 'node:zlib';

// Test helper: the text of each page of a PDF written by pdfkit, as the fragments it drew (one per
// text-showing operator, i.e. one per line of a wrapped string), in drawing order.
//
// It reads the document the way a viewer does, not by grepping the file: catalogue → page tree →
// each page's content stream, inflated when FlateDecode (so tests check the compressed bytes that
// production serves, with no test-only rendering option). pdfkit shows text with the standard
// fonts as hex strings in WinAnsi encoding inside TJ arrays (numbers between them are kerning).

// WinAnsi is Latin-1 except for 0x80-0x9F. Spelled out because Node 20's TextDecoder decodes
// 'windows-1252' as plain Latin-1 and would turn "—" (0x97) into a control character.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWinAnsi(bytes: Buffer): string {
  return Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');
}

export function pdfPageTexts(pdf: Buffer): string[][] {
  const source = pdf.toString('latin1'); // one char per byte, so string offsets are byte offsets

  const objectStart = (id: number) => {
    const match = new RegExp(`(?:^|[\\r\\n])${id} 0 obj\\b`).exec(source);
    if (!match) throw new Error(`Objeto ${id} no encontrado`);
    return match.index + match[0].length;
  };
  const dictionary = (id: number) => {
    const start = objectStart(id);
    const end = source.indexOf('stream', start);
    const endObj = source.indexOf('endobj', start);
    return source.slice(start, end !== -1 && end < endObj ? end : endObj);
  };
  const reference = (dict: string, key: string) => {
    const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
    if (!match) throw new Error(`Falta /${key} en ${dict}`);
    return Number(match[1]);
  };
  const streamOf = (id: number) => {
    const dict = dictionary(id);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataStart = source.indexOf('stream', objectStart(id)) + 'stream'.length;
    const offset = source.startsWith('\r\n', dataStart) ? dataStart + 2 : dataStart + 1;
    const bytes = pdf.subarray(offset, offset + length);
    return (/\/Filter\s*\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1');
  };

  const trailer = source.slice(source.lastIndexOf('trailer'));
  const pages = dictionary(reference(dictionary(reference(trailer, 'Root')), 'Pages'));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pages)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));

  return kids.map((pageId) => {
    const content = streamOf(reference(dictionary(pageId), 'Contents'));
    return [...content.matchAll(/\[((?:<[\da-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)].map((operator) =>
      [...(operator[1] ?? '').matchAll(/<([\da-fA-F]*)>/g)].map((hex) => decodeWinAnsi(Buffer.from(hex[1] ?? '', 'hex'))).join(''),
    );
  });
}

/**
 * A page's fragments as one string: a wrapped line (pdfkit keeps the space it broke at) runs on
 * into the next, anything else starts a new line. So a value that wrapped is still found whole.
 */
export function joinFragments(fragments: readonly string[]): string {
  return fragments.reduce((text, fragment, index) => (index === 0 ? fragment : `${text}${text.endsWith(' ') ? '' : '\n'}${fragment}`), '');
}
