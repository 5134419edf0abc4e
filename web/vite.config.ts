import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin, UserConfig } from 'vite';

/** A module of the domain package (domain/src/*.ts), but zod-config.ts. */
const domainModule = /[\\/]domain[\\/]src[\\/](?!zod-config\.ts$)[^\\/]+\.ts$/;

/**
 * The domain's modules only declare (schemas, messages, constants): a screen that reads one constant through
 * `@beceri/domain` must not download every zod schema with it, so they are built as free of side effects.
 * The one effect the domain has, zod-config.ts (zod without eval, for the CSP), then goes with each module
 * that builds schemas, instead of with the package's index that every screen imports.
 */
function domainWithoutSideEffects(): Plugin {
  return {
    name: 'beceri-domain-without-side-effects',
    enforce: 'pre',
    transform(code, id) {
      if (!domainModule.test(id) || !/from 'zod'/.test(code)) return undefined;
      return { code: `import './zod-config.ts';\n${code}`, map: null };
    },
  };
}

const apiPrefixes = [
  '/auth',
  '/mail',
  '/company',
  '/teacher',
  '/student',
  '/job',
  '/course',
  '/courseEnrollement',
  '/enrollment',
  '/test',
  '/blog',
  '/aboutus',
  '/log',
  '/admin',
  '/files',
  '/health',
  '/config',
];

/** In development the API runs on port 3000; only non-navigation requests are proxied (pages stay with Vite). */
const proxy = Object.fromEntries(
  apiPrefixes.map((p) => [
    p,
    {
      target: process.env.API_URL ?? 'http://localhost:3000',
      bypass: (req: { headers: { accept?: string } }) =>
        req.headers.accept?.startsWith('text/html') ? '/index.html' : undefined,
    },
  ]),
);

/**
 * The server's render of the public pages (decision 039): `vite build --ssr src/entry-server.tsx` (scripts/build.mjs)
 * writes one self-contained CommonJS entry (and its screens' chunks) with every dependency bundled, so the server
 * loads it from wherever the build lies (a copy in /tmp has no node_modules beside it).
 */
const serverBuild: UserConfig = {
  ssr: { noExternal: true, target: 'node' },
  build: {
    target: 'node20',
    sourcemap: false,
    minify: false,
    emptyOutDir: true,
    copyPublicDir: false,
    // CommonJS in .cjs files (decision 045): the server runs under tsx, whose loader leaves .cjs alone but transforms
    // and keeps every ES module it loads; the render's 160 modules cost 123 MB of RSS that way, and nothing as .cjs.
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'assets/[name]-[hash].cjs' },
    },
  },
};

const clientBuild: UserConfig = {
  // The manifest tells the server's page renderer which chunks each route needs (modulepreload).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // No modulepreload polyfill: the browsers without the link (Safari before 17) still load every module through its
    // import, only without the head start; its ≈ 0.4 KB gzip went to every first visit.
    modulePreload: {
      polyfill: false,
      // The staff's screens (admins', teachers' and companies' editors) load their shared chunks as they import them,
      // without the head start: their lists of chunks to preload would otherwise sit in every visitor's first download
      // (decision 033's budget). Visitors' and students' screens keep it.
      // So do the controls a screen mounts after hydration for some people only (a student's 'Bu aramayı kaydet' on
      // /jobs, decision 064): their page has loaded nearly all they share, and the list would be every visitor's.
      resolveDependencies: (filename, deps) => (staffScreen.test(filename) || lateControl.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (domainModule.test(id) ? false : undefined) },
      output: {
        // React and the router in one chunk: every page needs all of it, one file compresses better than
        // six, and its hash stays the same across releases that change only the app.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
};

/**
 * Chunks of controls mounted after hydration for some people only (web/src/app/router.tsx), and of screens opened
 * from a mail's link only (the job alerts' unsubscribe page).
 */
const lateControl = /(^|\/)(save-search|job-alerts-unsubscribe|news-card-admin)-[\w-]{8}\.js$/;

/** The route chunks of screens only staff open (web/src/app/router.tsx). */
const staffScreen =
  /(^|\/)(admin-[\w-]+|add-course|edit-course|edit-exam|exam-stats|teacher-course|teacher-profile|company-profile|session-attendance|session-check-in-code|about-edit|news-add|news-edit|add-job|edit-job|hire)-[\w-]{8}\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [domainWithoutSideEffects(), react(), tailwindcss()],
  server: { port: 5173, proxy },
  ...(isSsrBuild ? serverBuild : clientBuild),
}));
