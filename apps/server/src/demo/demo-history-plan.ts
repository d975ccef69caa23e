/**
 * The demo history as a plan (decision 0147): who posted what, where and when over the last
 * year, and the chances that decide what people later did with it. Pure and seeded, so every
 * run plans the same items; demo-history-scan.ts scores them and demo-history.ts writes them.
 */
import { demoRandom, type DemoRandom } from './demo-random';
import {
  AUTHORS,
  CLEAN_COMMENTS,
  OFFENSIVE_COMMENTS,
  REPEAT_OFFENDERS,
  REVIEW_COMMENTS,
  TONED_DOWN_EDITS,
} from './demo-history-samples';

export const DEMO_CONTENT_TYPES = ['text', 'image', 'video', 'audio'] as const;
export type DemoContentType = (typeof DEMO_CONTENT_TYPES)[number];

export const HISTORY_DAYS = 365;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface PlannedDomain {
  name: string;
  /** Share of the items while the domain is live. */
  weight: number;
  /** Days before now the domain's first and last items came (0: it still posts). */
  fromDaysAgo: number;
  untilDaysAgo: number;
  mix: Readonly<Record<DemoContentType, number>>;
}

export interface PlannedModerator {
  userId: string;
  weight: number;
  /** Decides only after joining, this many days before now. */
  sinceDaysAgo: number;
}

export interface PlannedDecision {
  at: Date;
  userId: string;
}

export interface PlannedItem {
  cmsId: string;
  domain: string;
  username: string;
  contentType: DemoContentType;
  /** The comment of a text item; '' for media. */
  text: string;
  /** Media only: whether its (made-up) scores flag it. */
  flagged: boolean;
  /** Which picture of its kind. */
  variant: number;
  submittedAt: Date;
  /** Seeds the item's own scores, so they do not depend on the order items are scanned. */
  seed: number;
  /** Still waiting for its scan (the newest few). */
  pending: boolean;
  /** If the scan sends it to review: when, by whom, and which way (a roll in [0, 1)). */
  review: (PlannedDecision & { roll: number }) | null;
  /**
   * If the scan unpublishes it, a person who later approves it; if the scan passes it, the
   * same person unpublishes it later only when `roll` is small (clean items are many).
   */
  reversal: (PlannedDecision & { roll: number }) | null;
  /** A new version of the text, submitted later. */
  edit: { at: Date; text: string } | null;
}

export interface HistoryPlanInput {
  now: Date;
  domains: readonly PlannedDomain[];
  moderators: readonly PlannedModerator[];
  seed: number;
}

/** Share of activity per UTC hour: quiet nights, a lunchtime bump, busy evenings. */
const HOUR_WEIGHTS = [
  2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 9, 10, 9, 8, 8, 9, 10, 12, 13, 12, 10, 7, 4,
] as const;
const HOURS: ReadonlyArray<readonly [number, number]> = HOUR_WEIGHTS.map((w, hour) => [hour, w]);

/** Items on a day `daysAgo` before now: growing over the year, quieter at weekends. */
function itemsOnDay(random: DemoRandom, day: Date, daysAgo: number): number {
  const growth = 12 + 18 * (1 - daysAgo / HISTORY_DAYS);
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 0.65 : 1;
  return Math.round(growth * weekend * (0.8 + 0.4 * random.next()));
}

/** Between `min` and `max` milliseconds, most of them short (log-uniform). */
function delay(random: DemoRandom, minMs: number, maxMs: number): number {
  return Math.round(Math.exp(Math.log(minMs) + random.next() * Math.log(maxMs / minMs)));
}

function pickModerator(
  random: DemoRandom,
  moderators: readonly PlannedModerator[],
  at: Date,
  now: Date,
): string {
  const daysAgo = (now.getTime() - at.getTime()) / DAY_MS;
  const present = moderators.filter((moderator) => moderator.sinceDaysAgo >= daysAgo);
  const choices = (present.length > 0 ? present : moderators).map(
    (moderator) => [moderator.userId, moderator.weight] as const,
  );
  return random.weighted(choices);
}

/** A decision `ms` after `from`, or none when that is still in the future. */
function later(
  random: DemoRandom,
  input: HistoryPlanInput,
  from: Date,
  ms: number,
): PlannedDecision | null {
  const at = new Date(from.getTime() + ms);
  if (at.getTime() >= input.now.getTime()) return null;
  return { at, userId: pickModerator(random, input.moderators, at, input.now) };
}

function planItem(
  random: DemoRandom,
  input: HistoryPlanInput,
  domain: PlannedDomain,
  submittedAt: Date,
  index: number,
): PlannedItem {
  const offender = random.chance(0.04);
  const username = offender ? random.pick(REPEAT_OFFENDERS) : random.pick(AUTHORS);
  const contentType = random.weighted(DEMO_CONTENT_TYPES.map((type) => [type, domain.mix[type]]));
  const offensive = random.chance(offender ? 0.75 : 0.12);
  const text =
    contentType !== 'text' ? '' : random.pick(offensive ? OFFENSIVE_COMMENTS : CLEAN_COMMENTS);
  const planned = later(random, input, submittedAt, delay(random, 3 * MINUTE_MS, 36 * 3_600_000));
  // The last days' flagged items mostly still wait, so the moderation queue has a backlog.
  const backlog = input.now.getTime() - submittedAt.getTime() < 3 * DAY_MS && random.chance(0.7);
  const review = backlog ? null : planned;
  const reversal = random.chance(0.04)
    ? later(random, input, submittedAt, delay(random, 2 * 3_600_000, 10 * DAY_MS))
    : null;
  const editAt = new Date(submittedAt.getTime() + delay(random, 20 * MINUTE_MS, 3 * DAY_MS));
  const edit =
    contentType === 'text' && random.chance(0.025) && editAt < input.now
      ? {
          at: editAt,
          text: offensive
            ? random.pick(TONED_DOWN_EDITS)
            : `${random.pick(CLEAN_COMMENTS)} (edited)`,
        }
      : null;
  return {
    cmsId: `history-${index}`,
    domain: domain.name,
    username,
    contentType,
    text,
    flagged: contentType !== 'text' && random.chance(offender ? 0.6 : 0.12),
    variant: random.int(0, 1_000),
    submittedAt,
    seed: random.int(0, 2 ** 31),
    pending: false,
    review: review && { ...review, roll: random.next() },
    reversal: reversal && { ...reversal, roll: random.next() },
    edit,
  };
}

/** How many of the newest text items, before the three still waiting, wait for a moderator. */
export const DEMO_BACKLOG_SIZE = 6;

/**
 * The queue's backlog, whatever day the demo starts: the chances above left it empty on some
 * days (every recent flagged line was one the scanner unpublishes at once). The newest text
 * items become review-level lines, mostly by repeat offenders, that nobody has decided yet.
 */
function planBacklog(random: DemoRandom, items: readonly PlannedItem[]): void {
  const candidates = items.filter(
    (item) => item.contentType === 'text' && item.edit === null && !item.pending,
  );
  for (const item of candidates.slice(-DEMO_BACKLOG_SIZE)) {
    item.text = random.pick(REVIEW_COMMENTS);
    if (random.chance(0.5)) item.username = random.pick(REPEAT_OFFENDERS);
    item.review = null;
    item.reversal = null;
  }
}

/**
 * Every item of the year before `now`, oldest first; the newest three text items wait for
 * their scan, and the few before them for a moderator.
 */
export function planHistory(input: HistoryPlanInput): PlannedItem[] {
  const random = demoRandom(input.seed);
  const items: PlannedItem[] = [];
  const today = Date.UTC(
    input.now.getUTCFullYear(),
    input.now.getUTCMonth(),
    input.now.getUTCDate(),
  );
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const day = new Date(today - daysAgo * DAY_MS);
    const live = input.domains.filter(
      (domain) => domain.fromDaysAgo >= daysAgo && domain.untilDaysAgo <= daysAgo,
    );
    if (live.length === 0) continue;
    const times = Array.from({ length: itemsOnDay(random, day, daysAgo) }, () => {
      const hour = random.weighted(HOURS);
      return day.getTime() + hour * 3_600_000 + random.int(0, 3_600_000 - 1);
    })
      .filter((time) => time < input.now.getTime())
      .sort((a, b) => a - b);
    for (const time of times) {
      const domain = random.weighted(live.map((candidate) => [candidate, candidate.weight]));
      items.push(planItem(random, input, domain, new Date(time), items.length + 1));
    }
  }
  const waiting = items.filter((item) => item.contentType === 'text' && item.edit === null);
  for (const item of waiting.slice(-3)) {
    item.pending = true;
    item.review = null;
    item.reversal = null;
  }
  planBacklog(random, items);
  return items;
}
