import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-compatible server for tests (s3rver, npm): a random loopback port, a temporary directory, one
 * bucket. It is only a test peer; production uses a real object store (README).
 */
export async function startS3Peer(bucket = 'beceri-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beceri-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any key pair whose access key is S3RVER (its documented default).
  const env = {
    STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    env,
    endpoint,
    bucket,
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
