import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const VERSION = 'v1';

/**
 * Encrypts single values (identifiers such as SSNs) with AES-256-GCM: a fresh 12-byte nonce per
 * value and an authentication tag, stored as `v1:<nonce>:<tag>:<ciphertext>` (base64).
 */
export class FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes');
  }

  encrypt(plaintext: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, nonce, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64'))).join(':');
  }

  decrypt(stored: string): string {
    const [version, nonce, tag, ciphertext] = stored.split(':');
    if (version !== VERSION || !nonce || !tag || ciphertext === undefined) throw new Error('Unrecognised encrypted value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  }
}

/**
 * The configured key, or (with the embedded database, or outside production: elsewhere the config
 * demands one) a key generated once and kept in DATA_DIR beside the data, so the database stays
 * readable across restarts.
 */
export async function loadFieldCipher(configuredKey: Buffer | undefined, dataDir: string): Promise<FieldCipher> {
  if (configuredKey) return new FieldCipher(configuredKey);
  const file = path.join(dataDir, 'data-encryption.key');
  if (existsSync(file)) return new FieldCipher(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64'));
  await mkdir(dataDir, { recursive: true });
  // Written whole to a temporary file, then linked into place: of several instances starting at
  // once, one key wins and nobody reads a half-written file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return new FieldCipher(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64'));
}
