/**
 * The blog's posts and comments, and what Vigil said about each. Kept in memory; with a file,
 * every change is written through (whole state, atomically), so a restarted demo site still
 * hides what was unpublished and knows the ids Vigil gave.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TStatementOfReasons } from '@vigil/plugin-sdk';

export type ItemKind = 'post' | 'comment';
export type PartKind = 'text' | 'image';

export interface ImageAttachment {
  mime: string;
  base64: string;
  alt: string;
}

/** One submission to Vigil: the item's text, or its attached image. */
export interface SubmissionPart {
  kind: PartKind;
  /** cms_meta.id sent to Vigil; unique within the domain. */
  cmsId: string;
  /** The report id Vigil acknowledged with 202; unset until then. */
  vigilId?: string;
  /** The last status Vigil reported (callback or poll). */
  status?: string;
  /** Vigil refused the submission for good (e.g. 422); it is not retried. */
  error?: string;
}

export interface BlogItem {
  id: string;
  kind: ItemKind;
  /** The post a comment belongs to; a post's own id for posts. */
  postId: string;
  author: string;
  /** Posts only. */
  title?: string;
  body: string;
  image?: ImageAttachment;
  createdAt: string;
  parts: SubmissionPart[];
  /** Set when Vigil said unpublish: the item is gone from every page. */
  removed?: {
    reason: 'automatic' | 'manual';
    byCmsId: string;
    at: string;
    /** What Vigil's notice said about why (decision 0182); absent from older notices. */
    statement?: TStatementOfReasons;
    /** The author's appeal (decision 0185): sent, then upheld (a reversal restores the item). */
    appeal?: { status: 'sent' | 'upheld'; at: string };
  };
  /** Set when an appeal reversed a removal and Vigil said republish (decision 0185). */
  republishedAt?: string;
}

export interface NewItem {
  author: string;
  title?: string;
  body: string;
  image?: ImageAttachment;
}

export interface BlogStore {
  addPost(fields: NewItem & { title: string }): BlogItem;
  addComment(postId: string, fields: NewItem): BlogItem;
  get(id: string): BlogItem | undefined;
  /** Newest first, removed ones included (pages decide what to show). */
  posts(): BlogItem[];
  /** Oldest first, as a comment thread reads. */
  commentsOf(postId: string): BlogItem[];
  all(): BlogItem[];
  findPart(cmsId: string): { item: BlogItem; part: SubmissionPart } | undefined;
  /** The item one of whose parts Vigil knows by this id (an appeal names Vigil's id). */
  findByVigilId(vigilId: string): { item: BlogItem; part: SubmissionPart } | undefined;
  /** Call after changing an item in place, so the file follows. */
  changed(): void;
}

function newId(kind: ItemKind): string {
  return `${kind}-${randomBytes(5).toString('hex')}`;
}

function partsOf(id: string, fields: NewItem): SubmissionPart[] {
  const parts: SubmissionPart[] = [];
  if (fields.body.trim() !== '' || fields.title) parts.push({ kind: 'text', cmsId: id });
  if (fields.image) parts.push({ kind: 'image', cmsId: `${id}-image` });
  return parts;
}

function isBlogItemList(value: unknown): value is BlogItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as BlogItem).id === 'string' &&
        Array.isArray((item as BlogItem).parts),
    )
  );
}

export function createBlogStore(options: { file?: string; now?: () => Date } = {}): BlogStore {
  const now = options.now ?? (() => new Date());
  const items = new Map<string, BlogItem>();
  if (options.file && fs.existsSync(options.file)) {
    const saved: unknown = JSON.parse(fs.readFileSync(options.file, 'utf8'));
    if (isBlogItemList(saved)) for (const item of saved) items.set(item.id, item);
  }

  const save = () => {
    if (!options.file) return;
    fs.mkdirSync(path.dirname(options.file), { recursive: true });
    const temporary = `${options.file}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify([...items.values()]));
    fs.renameSync(temporary, options.file);
  };

  const add = (kind: ItemKind, postId: string | undefined, fields: NewItem): BlogItem => {
    const id = newId(kind);
    const item: BlogItem = {
      id,
      kind,
      postId: postId ?? id,
      author: fields.author,
      ...(fields.title === undefined ? {} : { title: fields.title }),
      body: fields.body,
      ...(fields.image === undefined ? {} : { image: fields.image }),
      createdAt: now().toISOString(),
      parts: partsOf(id, fields),
    };
    items.set(id, item);
    save();
    return item;
  };

  const all = () => [...items.values()];
  return {
    addPost: (fields) => add('post', undefined, fields),
    addComment: (postId, fields) => {
      const post = items.get(postId);
      if (post?.kind !== 'post') throw new Error(`No post ${postId}`);
      return add('comment', postId, fields);
    },
    get: (id) => items.get(id),
    posts: () =>
      all()
        .filter((item) => item.kind === 'post')
        .reverse(),
    commentsOf: (postId) =>
      all().filter((item) => item.kind === 'comment' && item.postId === postId),
    all,
    findPart(cmsId) {
      for (const item of items.values()) {
        const part = item.parts.find((candidate) => candidate.cmsId === cmsId);
        if (part) return { item, part };
      }
      return undefined;
    },
    findByVigilId(vigilId) {
      for (const item of items.values()) {
        const part = item.parts.find((candidate) => candidate.vigilId === vigilId);
        if (part) return { item, part };
      }
      return undefined;
    },
    changed: save,
  };
}
