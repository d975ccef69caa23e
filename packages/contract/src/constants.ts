/** Spec §9 business constants and limits, named as there. */

export const STATS_POLL_INTERVAL_MS = 60_000;
export const DEFAULT_DASHBOARD_RANGE_MONTHS = 1;
/** The longest stats, chart or analytics range, in days counted inclusively (decision 0141). */
export const MAX_DATE_RANGE_DAYS = 400;
/** How many entries a "top …" chart or the stats' top_categories list (decision 0141). */
export const TOP_LIST_LENGTH = 10;
export const TOP_CATEGORIES_IN_STATS = 5;
/** The most domains one Analytics call may name (decision 0170); more is refused, not cut. */
export const MAX_ANALYTICS_DOMAINS = 100;
/** The days the Streams what-if looks back over, today included (decision 0170). */
export const WHAT_IF_DAYS = 30;
/** Series a chart over time draws before gathering the rest as one (decision 0170). */
export const ANALYTICS_MAX_SERIES = 8;

export const MODERATION_TIMER_TICK_MS = 5_000;
/** The moderation page asks for changed reports on the timer's beat (decision 0104). */
export const REPORT_POLL_INTERVAL_MS = MODERATION_TIMER_TICK_MS;
export const DEFAULT_ACTIVE_MINUTES = 60;
export const DEFAULT_LOCK_MINUTES = 20;
/** The spec leaves the maximum open; see docs/decisions/0004-active-minutes-maximum.md. */
export const ACTIVE_MINUTES_MAX = 480;
export const SECONDS_PER_MINUTE = 60;

/** Time spent is stored AES-GCM encrypted with a fixed key and a random IV of this size. */
export const TIME_SPENT_IV_BYTES = 12;

export const TEXT_PREVIEW_LENGTH = 100;
export const EULA_ACCEPTANCE_CACHE_MS = 24 * 60 * 60 * 1000;
export const SEARCH_DEBOUNCE_MS = 300;

export const TOAST_DURATION_MS = 1_000;
/** Persistent notifications never close by themselves. */
export const PERSISTENT_NOTIFICATION_AUTO_CLOSE = false;

export const THRESHOLD_MIN = 0;
export const THRESHOLD_MAX = 100;
export const THRESHOLD_STEP = 5;
export const DEFAULT_MODERATION_THRESHOLD = 0;
export const DEFAULT_UNPUBLISH_THRESHOLD = 0;
/** A missing second handle value becomes this. */
export const MISSING_UNPUBLISH_THRESHOLD = 100;
export const SLIDER_ANIMATION_MS = 300;

/** One, two or three cards per row on the Streams page. */
export const LAYOUT_COLUMNS = [12, 6, 4] as const;
export type LayoutColumns = (typeof LAYOUT_COLUMNS)[number];

export const TIMESTAMP_FORMAT = 'HH:mm:ss DD/MM/YYYY';
export const SHORT_TIMESTAMP_FORMAT = 'HH:mm DD MMM';
export const SERVER_TIMESTAMP_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';
export const QUERY_DATE_FORMAT = 'YYYY-MM-DD';
export const DECIMAL_LOCALE = 'en-GB';
export const DECIMAL_FRACTION_DIGITS = 2;
export const INTERFACE_LOCALE = 'en-US';

export const MODERATION_PAGE_NAME = 'moderation-page';
export const UNTRACKED_PAGE_NAME = 'untracked';

export const RECOVERY_CODE_COUNT = 8;
export const ACTIVATION_CODE_LENGTH = 6;
