import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const consolePort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
  server: { port: consolePort, strictPort: true },
  preview: { port: consolePort, strictPort: true },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
});
