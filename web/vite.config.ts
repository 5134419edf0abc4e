import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPrefixes = [
  '/auth', '/mail', '/company', '/teacher', '/student', '/job', '/course', '/courseEnrollement', '/enrollment',
  '/test', '/blog', '/aboutus', '/log', '/admin', '/files', '/health', '/config',
];

/** In development the API runs on port 3000; only non-navigation requests are proxied (pages stay with Vite). */
const proxy = Object.fromEntries(
  apiPrefixes.map((p) => [
    p,
    {
      target: process.env.API_URL ?? 'http://localhost:3000',
      bypass: (req: { headers: { accept?: string } }) => (req.headers.accept?.startsWith('text/html') ? '/index.html' : undefined),
    },
  ]),
);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy },
  build: { target: 'es2022', sourcemap: false },
});
