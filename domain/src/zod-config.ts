import { z } from 'zod';

// Zod probes `new Function('')` to compile faster parsers. The browser's CSP forbids eval, so the probe only
// records a CSP violation there: browsers parse without it, the server keeps the faster parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

// A check that names no message of its own says 'Gönderilen bilgiler geçersiz.' in the reader's language (a key of
// the `domain` catalogue), never the library's English default.
z.config({ customError: () => 'errors.validation' });
