import { z } from 'zod';

// Zod probes `new Function('')` to compile faster parsers. The browser's CSP forbids eval, so the probe only
// records a CSP violation there: browsers parse without it, the server keeps the faster parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
