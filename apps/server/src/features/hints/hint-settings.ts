/** An OpenAI-compatible chat-completions endpoint; null settings mean manual hints only. */
export interface AiSettings {
  /** E.g. https://api.openai.com/v1 or a local server's …/v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface HintSettings {
  ai: AiSettings | null;
  /** Hint requests one learner may make per hour, whichever path answers them. */
  maxRequestsPerHour: number;
}
