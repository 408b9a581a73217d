/** Removes every key under `prefix` (never anything else: the Redis is shared). */
export declare function deleteRedisKeys(url: string, prefix: string): Promise<void>;
