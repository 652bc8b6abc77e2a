// What an uploaded avatar really is, read from its first bytes (its "magic number"), never from the
// file name or the type the browser claims: a renamed script or SVG is refused on the server.

export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp';

// A byte past the end reads as undefined, which matches no prefix byte: a short file fails here too.
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The image type the bytes carry, or undefined for anything else (including SVG and GIF). */
export function avatarTypeOf(bytes: Uint8Array): AvatarType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  // RIFF, a 4-byte size, then WEBP.
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}
