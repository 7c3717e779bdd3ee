import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type BinaryLike,
  type CipherGCM,
} from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * One backup is one file: a magic line, a JSON header line (how the rest is encrypted, if it
 * is), then a gzip stream of entries, each its name's length (4 bytes), its name, its size
 * (8 bytes) and its bytes, ended by a name of length 0. Encrypted, the gzip stream goes
 * through AES-256-GCM under a key derived from the passphrase with scrypt, and the last 16
 * bytes of the file are GCM's tag.
 */
const MAGIC = Buffer.from('HERBAL-SHOP-BACKUP\n');
const TAG_BYTES = 16;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;

type Encryption = {
  cipher: 'aes-256-gcm';
  kdf: 'scrypt';
  salt: string;
  iv: string;
  N: number;
  r: number;
  p: number;
  /** Tells a wrong passphrase from a damaged file before reading the rest. */
  key_check: string;
};
type Header = { format: 1; encryption: Encryption | null };

export class BackupFileError extends Error {}

const deriveKey = (passphrase: string, salt: Buffer, params: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase, salt, 32, { ...params, maxmem: 256 * params.N * params.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

const keyCheck = (key: BinaryLike) =>
  createHmac('sha256', key).update('herbal-shop-backup key check').digest('hex').slice(0, 32);

/** A name inside the archive: forward slashes, no way out of the folder it is unpacked into. */
function safeName(name: string): string {
  const parts = name.split('/');
  if (!name || name.startsWith('/') || parts.some((part) => !part || part === '.' || part === '..'))
    throw new BackupFileError(`The backup holds an entry with an unsafe name: ${name}`);
  return name;
}

function frame(name: string, size: number) {
  const nameBytes = Buffer.from(name);
  const head = Buffer.alloc(4 + nameBytes.length + 8);
  head.writeUInt32BE(nameBytes.length, 0);
  nameBytes.copy(head, 4);
  head.writeBigUInt64BE(BigInt(size), 4 + nameBytes.length);
  return head;
}

export type ArchiveWriter = Awaited<ReturnType<typeof createArchiveWriter>>;

/**
 * Writes an archive to `file` entry by entry; `finish` ends it and makes it durable (fsync).
 * Every entry's size and SHA-256 are kept for the manifest.
 */
export async function createArchiveWriter(file: string, passphrase?: string) {
  let encryption: Encryption | null = null;
  let cipher: CipherGCM | undefined;
  if (passphrase) {
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    const key = await deriveKey(passphrase, salt, SCRYPT);
    cipher = createCipheriv('aes-256-gcm', key, iv) as CipherGCM;
    encryption = {
      cipher: 'aes-256-gcm',
      kdf: 'scrypt',
      salt: salt.toString('base64'),
      iv: iv.toString('base64'),
      ...SCRYPT,
      key_check: keyCheck(key),
    };
  }
  const header: Header = { format: 1, encryption };
  const handle = await open(file, 'w', 0o600);
  const out: WriteStream = createWriteStream('', { fd: handle.fd, autoClose: false });
  out.write(MAGIC);
  out.write(`${JSON.stringify(header)}\n`);
  const gzip = createGzip();
  const done = cipher
    ? pipeline(gzip, cipher, out, { end: false })
    : pipeline(gzip, out, { end: false });
  // A failure downstream shows up at the next write or at finish.
  done.catch(() => undefined);
  const checksums: Record<string, { bytes: number; sha256: string }> = {};

  const write = (chunk: Buffer) =>
    gzip.write(chunk) ? Promise.resolve() : new Promise<void>((r) => gzip.once('drain', r));

  async function addStream(name: string, size: number, source: Readable) {
    safeName(name);
    await write(frame(name, size));
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > size) break;
      hash.update(chunk);
      await write(chunk);
    }
    if (bytes !== size)
      throw new Error(`${name} changed while it was being backed up (${bytes} of ${size} bytes)`);
    checksums[name] = { bytes, sha256: hash.digest('hex') };
  }

  return {
    checksums,
    add(name: string, data: Buffer) {
      const source = new PassThrough();
      source.end(data);
      return addStream(name, data.length, source);
    },
    async addFile(name: string, filePath: string) {
      const { size } = await stat(filePath);
      await addStream(name, size, createReadStream(filePath));
    },
    async finish() {
      gzip.end(Buffer.alloc(4)); // a name of length 0 ends the entries
      await done;
      if (cipher) await new Promise<void>((r) => out.write(cipher.getAuthTag(), () => r()));
      await new Promise<void>((r) => out.end(r));
      await handle.sync();
      await handle.close();
    },
    async abandon() {
      gzip.destroy();
      out.destroy();
      await handle.close().catch(() => undefined);
    },
  };
}

/** The header of a backup file: whether it is one, and how it is encrypted. */
async function readHeader(file: string) {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const start = Buffer.alloc(Math.min(size, 4096));
    await handle.read(start, 0, start.length, 0);
    const newline = start.indexOf(10, MAGIC.length);
    if (!start.subarray(0, MAGIC.length).equals(MAGIC) || newline < 0)
      throw new BackupFileError(`${file} is not a backup of this shop.`);
    const header = JSON.parse(start.subarray(MAGIC.length, newline).toString('utf8')) as Header;
    if (header.format !== 1)
      throw new BackupFileError(`${file} was written by a newer version of the shop.`);
    return { header, bodyStart: newline + 1, size };
  } finally {
    await handle.close();
  }
}

/** Splits the stream of framed entries back into files under `dir`, hashing each. */
function unframe(dir: string, checksums: Record<string, { bytes: number; sha256: string }>) {
  let buffered = Buffer.alloc(0);
  type Open = {
    name: string;
    size: number;
    left: number;
    out: WriteStream;
    hash: ReturnType<typeof createHash>;
  };
  let current: Open | undefined;
  let ended = false;
  const pending: Promise<void>[] = [];

  async function openEntry(name: string, size: number) {
    const target = path.join(dir, ...safeName(name).split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    return { name, size, left: size, out: createWriteStream(target), hash: createHash('sha256') };
  }

  const closeEntry = (entry: Open) => {
    checksums[entry.name] = { bytes: entry.size, sha256: entry.hash.digest('hex') };
    pending.push(
      new Promise<void>((resolve, reject) => entry.out.end(() => resolve()).on('error', reject)),
    );
  };

  return new Transform({
    async transform(chunk: Buffer, _enc, callback) {
      try {
        buffered = Buffer.concat([buffered, chunk]);
        for (;;) {
          if (ended) {
            if (buffered.length > 0)
              throw new BackupFileError('The backup has data after its end.');
            break;
          }
          if (current) {
            const take = Math.min(current.left, buffered.length);
            const part = buffered.subarray(0, take);
            buffered = buffered.subarray(take);
            current.hash.update(part);
            current.left -= take;
            if (!current.out.write(part))
              await new Promise<void>((r) => current!.out.once('drain', r));
            if (current.left > 0) break;
            closeEntry(current);
            current = undefined;
            continue;
          }
          if (buffered.length < 4) break;
          const nameLength = buffered.readUInt32BE(0);
          if (nameLength === 0) {
            ended = true;
            buffered = buffered.subarray(4);
            continue;
          }
          if (buffered.length < 4 + nameLength + 8) break;
          const name = buffered.subarray(4, 4 + nameLength).toString('utf8');
          const size = Number(buffered.readBigUInt64BE(4 + nameLength));
          buffered = buffered.subarray(4 + nameLength + 8);
          current = await openEntry(name, size);
          if (size === 0) {
            closeEntry(current);
            current = undefined;
          }
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    async flush(callback) {
      if (!ended || current) return callback(new BackupFileError('The backup file is cut short.'));
      try {
        await Promise.all(pending);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/**
 * Unpacks `file` into `dir` and returns the size and SHA-256 of every entry as read. An
 * encrypted file needs its passphrase; a wrong one is refused before anything is unpacked.
 */
export async function extractArchive(file: string, dir: string, passphrase?: string) {
  const { header, bodyStart, size } = await readHeader(file);
  const checksums: Record<string, { bytes: number; sha256: string }> = {};
  const enc = header.encryption;
  if (!enc) {
    try {
      await pipeline(
        createReadStream(file, { start: bodyStart }),
        createGunzip(),
        unframe(dir, checksums),
      );
    } catch (error) {
      throw damaged(error);
    }
    return checksums;
  }
  if (!passphrase)
    throw new BackupFileError(
      'This backup is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.',
    );
  const key = await deriveKey(passphrase, Buffer.from(enc.salt, 'base64'), enc);
  const check = Buffer.from(keyCheck(key));
  if (
    !timingSafeEqual(check, Buffer.from(enc.key_check.padEnd(check.length).slice(0, check.length)))
  )
    throw new BackupFileError('BACKUP_PASSPHRASE is not the passphrase this backup was made with.');
  const tagStart = size - TAG_BYTES;
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await open(file, 'r');
  await handle.read(tag, 0, TAG_BYTES, tagStart);
  await handle.close();
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(enc.iv, 'base64'));
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(file, { start: bodyStart, end: tagStart - 1 }),
      decipher,
      createGunzip(),
      unframe(dir, checksums),
    );
  } catch (error) {
    throw damaged(error);
  }
  return checksums;
}

const damaged = (error: unknown) =>
  error instanceof BackupFileError
    ? error
    : new BackupFileError(`The backup file is damaged: ${(error as Error).message}`);
