import type { Browser } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: readonly string[];
/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export function launchChromium(): Promise<Browser>;
