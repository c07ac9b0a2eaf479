// Users' pictures: checked by their bytes (never by name or declared type), re-encoded by sharp to a 256×256 WebP
// without metadata, and kept as {dataDir}/avatars/<32 hex digits>.webp. Names are random and checked strictly
// before any file is touched, so a request can never name a path of its own.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarSize = 256;
/** Decoding a larger picture costs more memory than a profile picture is worth (≈ 6300 × 6300). */
const maxInputPixels = 40_000_000;
const fileName = /^[0-9a-f]{32}\.webp$/;

export type ImageFormat = 'png' | 'jpeg' | 'webp';

export const isAvatarFile = (name: string) => fileName.test(name);
const avatarDir = (dataDir: string) => join(dataDir, 'avatars');

const startsWith = (bytes: Uint8Array, at: number, expected: number[]) =>
  expected.every((byte, i) => bytes[at + i] === byte);

/** The format the bytes themselves declare (PNG, JPEG or WebP signature), or null. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])) {
    return 'webp';
  }
  return null;
}

/** The picture as the shop keeps it, or null when the bytes are not a PNG, JPEG or WebP sharp can read. */
export async function encodeAvatar(bytes: Uint8Array): Promise<Buffer | null> {
  const format = sniffImage(bytes);
  if (!format) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) return null;
    return await image
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated, corrupt or too large to decode: a bad picture, not a server error.
    return null;
  }
}

/** Writes a new picture under a fresh random name and answers that name. */
export async function storeAvatar(dataDir: string, webp: Buffer): Promise<string> {
  await mkdir(avatarDir(dataDir), { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await writeFile(join(avatarDir(dataDir), name), webp, { flag: 'wx' });
  return name;
}

/** Deletes a picture; one already gone is fine. */
export async function removeAvatar(dataDir: string, name: string): Promise<void> {
  if (!isAvatarFile(name)) return;
  await unlink(join(avatarDir(dataDir), name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** A stored picture's bytes, or null for a bad name or a missing file. */
export async function readAvatar(dataDir: string, name: string): Promise<Buffer | null> {
  if (!isAvatarFile(name)) return null;
  try {
    return await readFile(join(avatarDir(dataDir), name));
  } catch {
    return null;
  }
}
