/**
 * The embedded set-up's maintenance commands (backup, restore): PostgreSQL and object storage are saved with their own
 * tools, so these refuse them with the way to go; any failure is one Italian line and exit code 1, never a stack trace.
 */
export async function runDataDirCommand(run: () => Promise<string>): Promise<void> {
  if (process.env.DATABASE_URL || process.env.STORAGE_DRIVER === 's3') {
    console.error(
      'Con DATABASE_URL o STORAGE_DRIVER=s3 i dati stanno in PostgreSQL e nello storage S3: usa pg_dump/pg_restore e la ' +
        "copia del bucket come descritto nel README (sezione 'Backup e ripristino').",
    );
    process.exit(2);
  }
  try {
    console.log(await run());
    process.exit(0);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
