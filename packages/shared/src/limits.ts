/** The limits the API enforces and its Italian copy names (issue 32): one place, imported by schemas and catalogue. */
/** Longest range one analytics request may cover. */
export const ANALYTICS_MAX_DAYS = 366;
/** The analytics' ready-made ranges, in days. */
export const ANALYTICS_PRESETS = [7, 30, 90] as const;
export const MESSAGE_MAX_CHARS = 8000;
export const ATTACHMENT_MAX_MB = 10;
export const CONVERSATION_SEARCH_MAX = 200;
/** A note written in the app ('Testo', issue 29): a title and Markdown text, searched and cited like a document. */
export const NOTE_TITLE_MAX = 200;
export const NOTE_TEXT_MAX = 100_000;
/**
 * A question-and-answer pair ('Domande e risposte', issue 29): the question, up to QA_VARIANTS_MAX other ways of
 * asking it, and the exact answer the agent gives when a visitor asks it closely enough (ADR 0174).
 */
export const QA_QUESTION_MAX = 500;
export const QA_VARIANTS_MAX = 10;
export const QA_ANSWER_MAX = 5_000;
export const QA_PAIRS_PER_AGENT = 500;
export const WEBSITE_MAX_PATHS = 20;
export const WEBSITE_MAX_DEPTH = 20;
/** Spreadsheets (CSV, XLSX): what a hostile or oversized sheet may not exceed. */
export const SPREADSHEET_MAX_ROWS = 50_000;
export const SPREADSHEET_MAX_COLUMNS = 200;
export const LEAD_SEARCH_MAX = 200;
export const LEAD_WEBHOOK_URL_MAX = 2000;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;
/** Pages read from one PDF: a 10,000-page file is refused before its pages are read (ADR 0119). */
export const MAX_PDF_PAGES = 2000;
