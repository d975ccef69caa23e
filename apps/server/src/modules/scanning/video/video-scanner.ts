import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImageScanner } from '../image/image-scanner';
import type { CategoryScores, MediaInput, ScanOutcome } from '../scanning-types';
import { type FfmpegRun, runFfmpeg } from './run-ffmpeg';

export interface VideoScanOptions {
  /** FFMPEG_PATH (config.scanning.ffmpegPath): 'ffmpeg' from PATH by default. */
  ffmpegPath: string;
  /** Scores each frame: the built-in image scanner, or the external engine's frame adapter. */
  imageScanner: Pick<ImageScanner, 'scan'>;
  /** Frames sampled across the video (default 8). */
  frames?: number;
  /** All ffmpeg runs together may take this long; then the scan gives up (default 30 s). */
  timeoutMs?: number;
  /** Where the temporary folder is made (default the system's). */
  tmpDir?: string;
}

export const VIDEO_FRAMES = 8;
export const FFMPEG_TIMEOUT_MS = 30_000;

export const VIDEO_UNAVAILABLE_REASONS = {
  ffmpegMissing: 'ffmpeg is not installed',
  ffmpegNotStartable: 'ffmpeg could not be started',
  timeout: 'video took too long to read',
  unsupported: 'video format not supported (MP4, QuickTime, WebM, Matroska and Ogg are)',
  unreadable: 'video could not be read',
  noVideoStream: 'file has no video stream',
  noFrames: 'no frames could be read from the video',
} as const;

type Demuxer = 'mov' | 'matroska' | 'ogg';

/**
 * The container from the bytes. ffmpeg is then told which demuxer to use instead of guessing:
 * guessing lets a crafted upload be read as a playlist (HLS, concat) that makes ffmpeg open
 * other files or URLs. `-protocol_whitelist file` closes the same door from the other side.
 */
export function sniffVideoContainer(bytes: Buffer): Demuxer | undefined {
  const box = bytes.subarray(4, 8).toString('latin1');
  if (['ftyp', 'moov', 'mdat', 'free', 'wide', 'skip'].includes(box)) return 'mov';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'matroska';
  }
  if (bytes.subarray(0, 4).toString('latin1') === 'OggS') return 'ogg';
  return undefined;
}

function unavailable(reason: string): ScanOutcome {
  return { unavailable: true, reason };
}

function problemReason(run: Extract<FfmpegRun, { ran: false }>): string {
  if (run.problem === 'missing') return VIDEO_UNAVAILABLE_REASONS.ffmpegMissing;
  if (run.problem === 'timeout') return VIDEO_UNAVAILABLE_REASONS.timeout;
  return VIDEO_UNAVAILABLE_REASONS.ffmpegNotStartable;
}

/** ffmpeg's last complaint, without our temporary path or its internal context prefix. */
function ffmpegComplaint(stderr: string, inputPath: string): string {
  const lines = stderr
    .split('\n')
    .map((line) =>
      line
        .split(inputPath)
        .join('input')
        .replace(/^\[[^\]]*\]\s*/, '')
        .trim(),
    )
    .filter((line) => line && !line.startsWith('At least one output file'));
  return (lines.at(-1) ?? '').replace(/^input:\s*/, '').slice(0, 120);
}

function parseDuration(stderr: string): number | undefined {
  const match = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : undefined;
}

/**
 * The video scanner: samples up to VIDEO_FRAMES frames spread over the video with ffmpeg,
 * scores each with the image scanner as `video-*` categories and keeps each category's
 * highest score (one explicit frame is enough). Without ffmpeg, or when the file cannot be
 * read, it says it is unavailable: a video is never passed as clean unseen.
 */
export async function scanVideo(
  media: MediaInput,
  options: VideoScanOptions,
): Promise<ScanOutcome> {
  const demuxer = sniffVideoContainer(media.bytes);
  if (!demuxer) return unavailable(VIDEO_UNAVAILABLE_REASONS.unsupported);
  const frameCount = options.frames ?? VIDEO_FRAMES;
  // One budget for every run, so a scan job finishes well inside its job lease.
  const deadline = Date.now() + (options.timeoutMs ?? FFMPEG_TIMEOUT_MS);
  const ffmpeg = (args: string[]) =>
    runFfmpeg(options.ffmpegPath, args, Math.max(1, deadline - Date.now()));
  const dir = await fs.mkdtemp(path.join(options.tmpDir ?? os.tmpdir(), 'vigil-video-'));
  try {
    const input = path.join(dir, 'input');
    await fs.writeFile(input, media.bytes, { mode: 0o600 });
    const readInput = ['-protocol_whitelist', 'file', '-f', demuxer, '-i', input];
    const quiet = ['-hide_banner', '-nostdin'];

    // Without an output ffmpeg only describes the input (and exits 1, which is expected).
    const probe = await ffmpeg([...quiet, ...readInput]);
    if (!probe.ran) return unavailable(problemReason(probe));
    if (!/^Input #0/m.test(probe.stderr)) {
      const complaint = ffmpegComplaint(probe.stderr, input);
      return unavailable(
        complaint
          ? `${VIDEO_UNAVAILABLE_REASONS.unreadable} (${complaint})`
          : VIDEO_UNAVAILABLE_REASONS.unreadable,
      );
    }
    if (!/Stream #\d+:\d+.*: Video:/.test(probe.stderr)) {
      return unavailable(VIDEO_UNAVAILABLE_REASONS.noVideoStream);
    }

    // The model looks at 224 × 224 anyway; ffmpeg scales so frames stay small.
    const toFrame = ['-frames:v', '1', '-vf', 'scale=224:224', '-c:v', 'png', '-f', 'image2'];
    const quietRun = [...quiet, '-v', 'error', '-y'];
    const frameFile = (i: number) => path.join(dir, `frame-${String(i).padStart(2, '0')}.png`);
    const duration = parseDuration(probe.stderr);
    let run: FfmpegRun;
    if (duration) {
      // Midpoints of equal slices (never the black first frame, never past the end), each
      // an input of its own seeked with -ss: one ffmpeg process instead of one per frame.
      const slices = Array.from({ length: frameCount }, (_, i) => i);
      const inputs = slices.flatMap((i) => [
        '-ss',
        ((duration * (i + 0.5)) / frameCount).toFixed(3),
        ...readInput,
      ]);
      const outputs = slices.flatMap((i) => ['-map', `${i}:v:0`, ...toFrame, frameFile(i)]);
      run = await ffmpeg([...quietRun, ...inputs, ...outputs]);
    } else {
      // No recorded duration (e.g. a live-recorded WebM): one frame a second from the start.
      const filter = ['-vf', 'fps=1,scale=224:224', '-c:v', 'png', '-f', 'image2'];
      const out = path.join(dir, 'frame-%02d.png');
      run = await ffmpeg([
        ...quietRun,
        ...readInput,
        '-frames:v',
        String(frameCount),
        ...filter,
        out,
      ]);
    }
    if (!run.ran) return unavailable(problemReason(run));

    const frames = (await fs.readdir(dir)).filter((name) => name.startsWith('frame-')).sort();
    if (frames.length === 0) return unavailable(VIDEO_UNAVAILABLE_REASONS.noFrames);
    const scores: CategoryScores = {};
    for (const frame of frames) {
      const bytes = await fs.readFile(path.join(dir, frame));
      const outcome = await options.imageScanner.scan({ bytes, mime: 'image/png' }, 'video');
      // A frame left unscored could be the one that matters: the video is not called clean.
      if (outcome.unavailable) return outcome;
      for (const [category, score] of Object.entries(outcome.scores)) {
        scores[category] = Math.max(scores[category] ?? 0, score);
      }
    }
    return { unavailable: false, scores };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
