import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredUpload {
  storedName: string;
  sha256: string;
  size: number;
}

/**
 * Keeps an upload under a generated name (never the customer's) in a folder no web server
 * serves, readable only by the API's user.
 */
export function createUploadStore(dir: string) {
  return {
    async save(bytes: Buffer, extension: 'pdf' | 'xml' | 'jpg' | 'png'): Promise<StoredUpload> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const storedName = `${randomUUID()}.${extension}`;
      await writeFile(join(dir, storedName), bytes, { mode: 0o600, flag: 'wx' });
      return { storedName, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
    },
    /** A stored file's bytes, by the generated name the database keeps (never a name from a request). */
    async read(storedName: string): Promise<Buffer> {
      return readFile(join(dir, storedName));
    },
    async remove(storedName: string): Promise<void> {
      await rm(join(dir, storedName), { force: true });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
