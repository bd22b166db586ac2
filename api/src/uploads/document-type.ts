import sharp from 'sharp';
import { isPdf } from './file-checks';

export type DocumentContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What an image's header says it is, when an image decoder reads it as one (sharp, header only). */
async function imageFormat(bytes: Buffer): Promise<string | undefined> {
  try {
    const metadata = await sharp(bytes, { failOn: 'error' }).metadata();
    return metadata.width > 0 && metadata.height > 0 ? metadata.format : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A document's type by its bytes alone, never its name or the type the browser sent: a PDF (the
 * magic and a final %%EOF), or a JPEG or PNG photo whose magic bytes say so and which the image
 * decoder reads as that format. Anything else (an .exe, an HTML page renamed .pdf, a PNG header
 * glued to a script) is null, and the upload is refused.
 */
export async function documentTypeOf(bytes: Buffer): Promise<DocumentContentType | null> {
  if (isPdf(bytes)) return 'application/pdf';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return (await imageFormat(bytes)) === 'jpeg' ? 'image/jpeg' : null;
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return (await imageFormat(bytes)) === 'png' ? 'image/png' : null;
  return null;
}

/** The extension a stored document gets, from its checked type. */
export const STORED_EXTENSION = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const satisfies Record<DocumentContentType, string>;
