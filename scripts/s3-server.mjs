// The S3-protocol stand-in as a process of its own (node scripts/s3-server.mjs <port> <dir> <bucket>), so a test can
// stop it and start it again on the same port with the same objects (scripts/cluster-services.mjs).
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
const stop = () => void server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
