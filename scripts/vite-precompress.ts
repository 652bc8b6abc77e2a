// A Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy beside each built script, stylesheet
// and SVG, at the highest levels, once per build. The server sends those bytes as they are
// (@fastify/static's preCompressed) instead of compressing the same file again on every request: a cold
// load of /weekly-picks asks for about 45 files (docs/decisions/077-page-hints.md).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|html)$/;

export function precompress(): Plugin {
  return {
    name: 'go-gorilla:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => COMPRESSIBLE.test(file.fileName))
          .map(async (file) => {
            const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            const target = path.join(outDir, file.fileName);
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
          }),
      );
    },
  };
}
