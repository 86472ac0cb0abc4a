// nginx in front of local instances, with the shipped deploy/nginx.conf (its upstream and port rewritten):
// used by the cluster test (e2e/cluster) and the cluster benchmark (bench/cluster.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIPPED = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

/** Writes the configuration into `dir` and starts nginx in the foreground; returns its child process. */
export function startNginx({ dir, listenPort, instancePorts }) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const servers = instancePorts.map((p) => `server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n    ');
  const site = readFileSync(SHIPPED, 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+.*$/gm, '')
    .replace('keepalive 32;', `${servers}\n    keepalive 32;`)
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replace('server_name agenti.example.it;', 'server_name localhost;');
  writeFileSync(path.join(dir, 'agenti.conf'), site);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/agenti.conf;`,
      '}',
    ].join('\n'),
  );
  return spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
}
