/** The super admin's messages are in English, as the spec gives them. */
export const API_KEY_FIELDS_REQUIRED = 'Please enter both a name and a value for the API key.';

export const API_KEY_BASE_URL_INVALID = 'The provider base URL must be an http(s) URL.';

export const API_KEY_BASE_URL_PRIVATE =
  'The provider base URL points at a private or local network address. Set LLM_ALLOW_PRIVATE_BASE_URL=true on the server to allow it.';

export const API_KEY_CONNECTION_OK = 'Connection successful: the provider answered.';

export const apiKeyConnectionFailed = (error: string) => `Connection failed: ${error}`;

/** Spec §8, shown by the page around the server's own message. */
export const apiKeyAddFailed = (error: string) => `Failed to add API key: ${error}`;

export const apiKeyDefaultFailed = (error: string) => `Failed to set default API key: ${error}`;

export const apiKeysFetchFailed = (error: string) => `Failed to fetch API keys: ${error}`;

export const API_KEYS_UNEXPECTED = 'An unexpected error occurred while fetching API keys.';

export const apiKeyDeleteFailed = (error: string) => `Failed to delete API key: ${error}`;
