import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A self-signed certificate for `localhost` made by openssl in `dir` (key.pem, cert.pem): what a local HTTPS fake
 * serves, and what the process that connects to it trusts (a CA file, or NODE_EXTRA_CA_CERTS at its start).
 */
export function makeLocalhostCertificate(dir: string): { keyFile: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, OPENSSL_CONF: '/dev/null' }, cwd: dir, timeout: 30_000 },
  );
  return { keyFile, certFile };
}
