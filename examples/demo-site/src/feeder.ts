/**
 * Keeps the demo lively: every few seconds a new comment (now and then a post) from the
 * shipped samples — mostly clean, a steady share offensive, some with an image — so the
 * console always has fresh items to show and moderate.
 */
import type { BlogItem, ImageAttachment, NewItem } from './blog-store';
import type { SampleComment, SampleImage, Samples } from './samples';

export interface FeedTarget {
  posts(): BlogItem[];
  addPost(fields: NewItem & { title: string }): Promise<BlogItem>;
  addComment(postId: string, fields: NewItem): Promise<BlogItem>;
}

export interface FeederOptions {
  target: FeedTarget;
  samples: Samples;
  intervalMs: number;
  /** Defaults to Math.random; a test passes a seeded one. */
  random?: () => number;
  log?: (message: string) => void;
}

export interface Feeder {
  start(): void;
  stop(): void;
  /** One step: what the timer does every interval. */
  tick(): Promise<BlogItem>;
}

/** Shares of each step. The rest of the comments are clean. */
export const FEED_MIX = { post: 0.1, offensive: 0.4, image: 0.2, flaggedImage: 0.35 } as const;

export function createFeeder(options: FeederOptions): Feeder {
  const random = options.random ?? Math.random;
  const { samples, target } = options;
  const clean = samples.comments.filter((comment) => comment.label === 'clean');
  const offensive = samples.comments.filter((comment) => comment.label !== 'clean');
  const cleanImages = samples.images.filter((image) => image.label === 'clean');
  const flaggedImages = samples.images.filter((image) => image.label === 'flagged');
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  /** Every sample once, in a shuffled order, before any comes again. */
  const deck = <T>(list: readonly T[]): (() => T | undefined) => {
    let order: T[] = [];
    return () => {
      if (order.length === 0) {
        order = [...list];
        for (let i = order.length - 1; i > 0; i -= 1) {
          const j = Math.floor(random() * (i + 1));
          [order[i], order[j]] = [order[j] as T, order[i] as T];
        }
      }
      return order.pop();
    };
  };
  const nextPost = deck(samples.posts);
  const nextClean = deck(clean);
  const nextOffensive = deck(offensive);
  const attachment = (image: SampleImage): ImageAttachment => ({
    mime: image.mime,
    base64: image.base64,
    alt: image.alt,
  });

  function nextImage(): SampleImage | undefined {
    if (random() >= FEED_MIX.image) return undefined;
    const flagged = flaggedImages.length > 0 && random() < FEED_MIX.flaggedImage;
    return pick(flagged ? flaggedImages : cleanImages);
  }

  async function tick(): Promise<BlogItem> {
    const visiblePosts = target.posts().filter((post) => !post.removed);
    const onPost = pick(visiblePosts);
    const postSample = !onPost || random() < FEED_MIX.post ? nextPost() : undefined;
    if (postSample) {
      const image = nextImage();
      return target.addPost({ ...postSample, ...(image ? { image: attachment(image) } : {}) });
    }
    if (!onPost) throw new Error('The samples hold no posts');
    const comment: SampleComment | undefined =
      random() < FEED_MIX.offensive ? nextOffensive() : nextClean();
    const image = nextImage();
    return target.addComment(onPost.id, {
      author: comment?.author ?? 'A reader',
      body: image && random() < 0.5 ? '' : (comment?.body ?? ''),
      ...(image ? { image: attachment(image) } : {}),
    });
  }

  return {
    tick,
    start() {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) => options.log?.(`feeder: ${(error as Error).message}`))
          .finally(() => {
            running = false;
          });
      }, options.intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
