import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live. Keys are made by the server and always start with the firm's id. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Streams `data` into the object `key`: the object appears only once the whole stream arrived.
   * If the stream fails or is destroyed (a client gone mid-upload, a size cap), nothing is left.
   */
  putStream(key: string, data: Readable): Promise<void>;
  read(key: string): Readable;
  /** Whether the object exists (tests and clean-up checks). */
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/** Files in a folder on this machine (DATA_DIR/files by default), outside anything served publicly. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return resolved;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { mode: 0o600 });
  }

  async putStream(key: string, data: Readable): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside the object and renamed at the end, so a half-written file never has the key.
    const partial = `${file}.part-${randomBytes(6).toString('hex')}`;
    try {
      await pipeline(data, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
