// Packs bytes the way a release build ships its wasm: LZMA-alone by xz (on every
// Debian machine: xz-utils), with the unpacked size written into the header so the
// page's unpacker (static/unlzma.js) allocates once and stops exactly there.
import { execFileSync } from 'node:child_process';

// pb=0: wasm code has no 2- or 4-byte alignment for the coder to exploit; lc=4: a
// literal is guessed from the whole previous byte's top half (measured on the app's
// wasm: 1.5 KB smaller than xz's default together).
export const LZMA_OPTIONS = 'preset=9e,pb=0,lc=4';

export function lzma(bytes) {
  const packed = new Uint8Array(
    execFileSync('xz', ['--format=lzma', `--lzma1=${LZMA_OPTIONS}`, '-c'], { input: bytes, maxBuffer: 1 << 28 }),
  );
  const header = new DataView(packed.buffer, packed.byteOffset, 13);
  header.setUint32(5, bytes.length, true);
  header.setUint32(9, 0, true);
  return packed;
}
