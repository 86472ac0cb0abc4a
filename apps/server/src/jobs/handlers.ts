import type { AppContext } from '../app-context.js';
import { registerKnowledgeJobs } from '../features/knowledge/process-document-job.js';

/** One line per feature that runs background jobs. */
export async function registerJobHandlers(ctx: AppContext): Promise<void> {
  await registerKnowledgeJobs(ctx);
}
