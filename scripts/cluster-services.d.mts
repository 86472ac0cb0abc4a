export interface PostgresControl {
  binDir: string;
  dir: string;
  port: number;
}
export function postgresBinDir(): string | null;
export function startPostgres(options: { dir: string; port: number }): Promise<PostgresControl & { url: string }>;
export function postgresCtl(control: PostgresControl, action: 'start' | 'stop' | 'restart'): void;
export function stopLeftoverPostgres(dir: string): void;
export function startRedis(options: { port: number }): Promise<number>;
export function startS3(options: { port: number; dir: string; bucket: string }): Promise<number>;
export function stopProcess(pid: number, signal?: NodeJS.Signals): Promise<void>;
