import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Text assets worth compressing; images and fonts are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text asset of the
 * build, once, so the server (or a CDN) sends the smallest encoding the browser accepts without
 * compressing on every request. Source maps are left alone: only developers fetch them.
 */
async function precompressFolder(dir: string): Promise<{ files: number }> {
  let files = 0;
  for (const path of await filesUnder(dir)) {
    if (!TEXT.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    await writeFile(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
    files++;
  }
  return { files };
}

/** The Vite plugin: precompresses the output folder after every build. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tidings-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}

/**
 * `npm run dev`: serves /config.js as the console's server does (server/console/serveConsole.ts),
 * with the API address the API itself reads from the environment and .env.
 */
function devConsoleConfig(apiUrl: string): Plugin {
  return {
    name: 'tidings-dev-console-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(`window.__TIDINGS_CONFIG__ = ${JSON.stringify({ apiUrl })};\n`);
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  // The same variables the API reads (server/config.ts), from the environment or .env, so the
  // ports and addresses follow one setting.
  const env = loadEnv(mode, process.cwd(), '');
  const consolePort = Number(env.PORT || 3000);
  const apiUrl = env.VITE_API_URL || `http://localhost:${env.API_PORT || 4000}`;
  return {
    plugins: [react(), precompress(), devConsoleConfig(apiUrl)],
    server: { port: consolePort, strictPort: true },
    preview: { port: consolePort, strictPort: true },
    // The manifest tells which chunks each page loads: the bundle budget test reads it.
    build: {
      outDir: 'dist',
      sourcemap: true,
      chunkSizeWarningLimit: 800,
      manifest: true,
      rollupOptions: {
        // Lazy chunks are named by their hash alone: the entry chunk lists every one of them by
        // file name for preloading, and /login downloads that list within its 130 KB budget
        // (tests/e2e/bundleBudget.e2e.ts); the page names cost 1.6 KB of it. The source maps
        // and the manifest still say which source each chunk holds.
        output: { chunkFileNames: 'assets/[hash:8].js' },
      },
    },
  };
});
