import type { ChildProcess } from 'node:child_process';

export function startNginx(options: { dir: string; listenPort: number; instancePorts: number[] }): ChildProcess;
