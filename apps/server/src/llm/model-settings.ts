/**
 * Where an agent's answers come from (D8, D9). Which key and model an agent uses is decided by the
 * feature that owns API keys (`features/api-keys/resolve-model-settings.ts`); this layer only talks to it.
 */
export type ModelSettings =
  | {
      kind: 'provider';
      baseUrl: string;
      model: string;
      apiKey: string | undefined;
      /** Which key it is, for telling an owner that a provider fails: the API key's id, or 'env' (LLM_*). */
      keyRef?: string;
    }
  | { kind: 'offline' };
