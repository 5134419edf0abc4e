import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database clone; two workers keep memory in bounds on 2 cores.
    maxWorkers: 2,
    // A worker count of its own needs a group of its own, or a root `vitest run` on a 2-core machine
    // (domain and web default to 1 worker there) stops with "different 'maxWorkers' but same 'sequence.groupOrder'".
    sequence: { groupOrder: 1 },
  },
});
