/**
 * The sample content shipped in examples/demo-site/samples: blog posts, comments labelled by
 * what Vigil should find in them (all fictional), and images labelled clean or flagged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageAttachment } from './blog-store';

export const DEFAULT_SAMPLES_DIR = fileURLToPath(new URL('../samples/', import.meta.url));

export interface SamplePost {
  author: string;
  title: string;
  body: string;
}

export interface SampleComment {
  /** 'clean', or the category it should be flagged for (profanity, harassment, …). */
  label: string;
  author: string;
  body: string;
}

export interface SampleImage extends ImageAttachment {
  file: string;
  label: 'clean' | 'flagged';
}

export interface Samples {
  posts: SamplePost[];
  comments: SampleComment[];
  images: SampleImage[];
}

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function strings(value: unknown, keys: readonly string[]): boolean {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'string');
}

function readJson(file: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isRecord(parsed)) throw new Error(`${file} is not a JSON object`);
  return parsed;
}

function listOf<T>(file: string, value: unknown, keys: readonly string[]): T[] {
  if (!Array.isArray(value) || !value.every((entry) => strings(entry, keys))) {
    throw new Error(`${file}: expected a list of objects with ${keys.join(', ')}`);
  }
  return value as T[];
}

export function loadSamples(dir: string = DEFAULT_SAMPLES_DIR): Samples {
  const textsFile = path.join(dir, 'texts.json');
  const imagesFile = path.join(dir, 'images.json');
  const texts = readJson(textsFile);
  const imageList = listOf<{ file: string; alt: string; label: string }>(
    imagesFile,
    readJson(imagesFile).images,
    ['file', 'alt', 'label'],
  );
  const images = imageList.map((entry): SampleImage => {
    const mime = MIME_BY_EXTENSION[path.extname(entry.file).toLowerCase()];
    if (!mime) throw new Error(`${imagesFile}: unknown image type of ${entry.file}`);
    if (entry.label !== 'clean' && entry.label !== 'flagged') {
      throw new Error(`${imagesFile}: ${entry.file} must be labelled clean or flagged`);
    }
    return {
      file: entry.file,
      alt: entry.alt,
      label: entry.label,
      mime,
      base64: fs.readFileSync(path.join(dir, 'images', entry.file)).toString('base64'),
    };
  });
  return {
    posts: listOf<SamplePost>(textsFile, texts.posts, ['author', 'title', 'body']),
    comments: listOf<SampleComment>(textsFile, texts.comments, ['label', 'author', 'body']),
    images,
  };
}
