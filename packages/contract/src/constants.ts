/** Business constants of the product specification, shared by server and web. */
export const API_TIMEOUT_MS = 51_000;
export const SESSION_ACTIVITY_INTERVAL_MS = 300_000;
export const TIME_STATS_REFRESH_MS = 30_000;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const PROFILE_UPDATE_LIMIT = 3;
export const MAX_RECOMMENDATIONS = 3;
export const OAUTH_EMAIL_NOTICE_MS = 10_000;
export const PROFILE_RELOAD_DELAY_MS = 1_500;
export const PASSWORD_CHANGE_LOGOUT_DELAY_MS = 2_000;
export const LOGOUT_NAVIGATION_DELAY_MS = 500;
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export const BASE_SCORE = 100;
export const HINT_PENALTY = 30;
export const WRONG_ATTEMPT_PENALTY = 5;
export const LEADERBOARD_LIMIT = 20;
export const SUBMISSION_TIME_SPENT = 10;

export const STORAGE_KEYS = { token: 'auth_token', theme: 'theme' } as const;
export const PRODUCT_NAME = 'CodePath';
export const COPYRIGHT_LINE = '© 2025 CodePath. All rights reserved.';
