import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_USES, type MediaUse, type UploadedMedia } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';

export const isMediaUse = (value: string): value is MediaUse => Object.hasOwn(MEDIA_USES, value);

/** What a picture may be before conversion: read from its bytes, never from its name or type header. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A small file can claim enormous dimensions (a decompression bomb): refuse before decoding it. */
const MAX_INPUT_PIXELS = 25_000_000;
// One picture at a time per process: an upload can take ~100 MB while it is decoded.
sharp.concurrency(1);

/** The names uploads get (`<use>-<20 hex>.webp`): /media asks the database for no other. */
const UPLOADED_NAME = new RegExp(`^(${Object.keys(MEDIA_USES).join('|')})-[0-9a-f]{20}\\.webp$`);
export const isUploadedPictureName = (name: string) => UPLOADED_NAME.test(name);

export type MediaProblem = 'not-an-image' | 'too-small';

/**
 * A staff upload made into the site's picture: checked by its content (JPEG, PNG or WebP, decoded
 * by sharp), cropped to the use's size, converted to WebP and stored under a name made from its
 * bytes (the same picture twice is one file; a name's bytes never change, so /media can cache it
 * forever).
 */
export async function storeUploadedPicture(db: Queryable, bytes: Buffer, use: MediaUse, staffId: string): Promise<UploadedMedia | MediaProblem> {
  // The size the site shows for that use (docs/product.md §3): a promotion's background is 600×800.
  const size = MEDIA_USES[use];
  let webp: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return 'not-an-image';
    if ((metadata.width ?? 0) < size.width / 2 || (metadata.height ?? 0) < size.height / 2) return 'too-small';
    webp = await image.rotate().resize(size.width, size.height, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
  } catch {
    return 'not-an-image';
  }
  const name = `${use}-${createHash('sha256').update(webp).digest('hex').slice(0, 20)}.webp`;
  await db.query('insert into media_files (name, bytes, width, height, created_by) values ($1, $2, $3, $4, $5) on conflict (name) do nothing', [
    name,
    webp,
    size.width,
    size.height,
    staffId,
  ]);
  return { path: `/media/${name}`, width: size.width, height: size.height, bytes: webp.length };
}

export async function findUploadedPicture(db: Queryable, name: string): Promise<Buffer | null> {
  const [row] = await db.query<{ bytes: Uint8Array }>('select bytes from media_files where name = $1', [name]);
  return row ? Buffer.from(row.bytes) : null;
}
