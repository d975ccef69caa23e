import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createImageScanner, type ImageScanner } from '../image/image-scanner';
import { scanVideo, VIDEO_UNAVAILABLE_REASONS, type VideoScanOptions } from './video-scanner';

const run = promisify(execFile);
// CI installs ffmpeg; FFMPEG_PATH points elsewhere when it is not on PATH.
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

const SAMPLES = fileURLToPath(new URL('../samples/video/', import.meta.url));

async function sample(file: string): Promise<Buffer> {
  return fs.readFile(path.join(SAMPLES, file));
}

describe('video scanner', () => {
  let imageScanner: ImageScanner;
  let work: string;
  let tmpDir: string;
  let options: VideoScanOptions;

  /** Makes a small file with ffmpeg (lavfi sources), for inputs not worth committing. */
  async function made(name: string, args: string[]): Promise<Buffer> {
    const file = path.join(work, name);
    await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
    return fs.readFile(file);
  }

  beforeAll(async () => {
    imageScanner = createImageScanner();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'video-scanner-test-'));
    tmpDir = path.join(work, 'scans');
    await fs.mkdir(tmpDir);
    options = { ffmpegPath: FFMPEG, imageScanner, tmpDir };
  });
  afterEach(async () => {
    // Every scan, whatever its outcome, removes its temporary folder.
    expect(await fs.readdir(tmpDir)).toEqual([]);
  });
  afterAll(async () => {
    await fs.rm(work, { recursive: true, force: true });
  });

  it('scores a clean MP4 below every default threshold', async () => {
    const outcome = await scanVideo(
      { bytes: await sample('clean-pattern.mp4'), mime: 'video/mp4' },
      options,
    );
    if (outcome.unavailable) throw new Error(outcome.reason);
    expect(Object.keys(outcome.scores).sort()).toEqual([
      'video-explicit-drawing',
      'video-nudity',
      'video-suggestive',
    ]);
    expect(outcome.scores['video-nudity']).toBeLessThan(50);
    expect(outcome.scores['video-suggestive']).toBeLessThan(60);
    expect(outcome.scores['video-explicit-drawing']).toBeLessThan(50);
  });

  it('flags a WebM whose second half shows the nudity stand-in (the highest frame counts)', async () => {
    const outcome = await scanVideo(
      { bytes: await sample('stand-in-nudity.webm'), mime: 'video/webm' },
      options,
    );
    if (outcome.unavailable) throw new Error(outcome.reason);
    expect(outcome.scores['video-nudity']).toBeGreaterThanOrEqual(85);
    // Only the first half: the same video cut to its clean second.
    const cleanHalf = await made('first-half.webm', [
      '-i',
      path.join(SAMPLES, 'stand-in-nudity.webm'),
      '-t',
      '0.9',
      '-c:v',
      'libvpx',
    ]);
    const clean = await scanVideo({ bytes: cleanHalf, mime: 'video/webm' }, options);
    if (clean.unavailable) throw new Error(clean.reason);
    expect(clean.scores['video-nudity']).toBeLessThan(50);
  });

  it('reads a video without a recorded duration from its start', async () => {
    // A live WebM has no duration in its header.
    const { stdout: live } = await ffmpegToStdout([
      ...['-f', 'lavfi', '-i', 'testsrc=size=96x96:rate=5', '-t', '3'],
      ...['-c:v', 'libvpx', '-live', '1', '-f', 'webm', 'pipe:1'],
    ]);
    const file = path.join(work, 'live.webm');
    await fs.writeFile(file, live);
    const probe = await run(FFMPEG, ['-hide_banner', '-i', file]).catch(
      (error: { stderr: string }) => error,
    );
    expect(probe.stderr).toContain('Duration: N/A');
    const outcome = await scanVideo({ bytes: live, mime: 'video/webm' }, options);
    if (outcome.unavailable) throw new Error(outcome.reason);
    expect(outcome.scores['video-nudity']).toBeLessThan(50);
  });

  it('says ffmpeg is not installed when it cannot be found', async () => {
    const bytes = await sample('clean-pattern.mp4');
    for (const ffmpegPath of ['/nonexistent/bin/ffmpeg', 'ffmpeg-that-is-not-installed']) {
      expect(await scanVideo({ bytes, mime: 'video/mp4' }, { ...options, ffmpegPath })).toEqual({
        unavailable: true,
        reason: VIDEO_UNAVAILABLE_REASONS.ffmpegMissing,
      });
    }
  });

  it('says why when ffmpeg cannot read the file, without naming temporary paths', async () => {
    const mp4 = await sample('clean-pattern.mp4');
    // An MP4 header followed by junk: ffmpeg finds no movie in it.
    const junk = Buffer.concat([mp4.subarray(0, 32), Buffer.alloc(3000, 'A')]);
    expect(await scanVideo({ bytes: junk, mime: 'video/mp4' }, options)).toEqual({
      unavailable: true,
      reason: `${VIDEO_UNAVAILABLE_REASONS.unreadable} (Invalid data found when processing input)`,
    });
    // Cut short after the header: the movie is described but no frame can be decoded.
    expect(await scanVideo({ bytes: mp4.subarray(0, 2000), mime: 'video/mp4' }, options)).toEqual({
      unavailable: true,
      reason: VIDEO_UNAVAILABLE_REASONS.noFrames,
    });
    // A playlist is never handed to ffmpeg, whatever type it claims.
    const playlist = Buffer.from('#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n');
    expect(await scanVideo({ bytes: playlist, mime: 'video/mp4' }, options)).toEqual({
      unavailable: true,
      reason: VIDEO_UNAVAILABLE_REASONS.unsupported,
    });
  });

  it('says a file without pictures has no video stream', async () => {
    const audio = await made('tone.m4a', [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-c:a',
      'aac',
    ]);
    expect(await scanVideo({ bytes: audio, mime: 'video/mp4' }, options)).toEqual({
      unavailable: true,
      reason: VIDEO_UNAVAILABLE_REASONS.noVideoStream,
    });
  });

  it('gives up when ffmpeg overruns its time budget', async () => {
    const bytes = await sample('clean-pattern.mp4');
    expect(await scanVideo({ bytes, mime: 'video/mp4' }, { ...options, timeoutMs: 1 })).toEqual({
      unavailable: true,
      reason: VIDEO_UNAVAILABLE_REASONS.timeout,
    });
  });
});

/** Runs ffmpeg with its output on stdout, as bytes. */
function ffmpegToStdout(args: string[]): Promise<{ stdout: Buffer }> {
  return new Promise((resolve, reject) => {
    execFile(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error', ...args],
      { encoding: 'buffer', maxBuffer: 10 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve({ stdout })),
    );
  });
}
