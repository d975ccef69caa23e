/**
 * Media bytes for the demo history's image, video and audio items (decision 0147). Each item
 * stores its own copy in the artifact store, as a plugin's submission would, so the moderation
 * preview plays it. The pictures are drawn here rather than read from files: the server ships
 * as one bundle. "Flagged" pictures are blurred skin-toned ellipses, like the demo blog's
 * stand-ins — they contain nothing explicit; their scores are the history's, not a model's.
 */
import sharp from 'sharp';
import { DEMO_VIDEO_MP4_BASE64 } from './demo-video-sample';

export interface DemoMediaFile {
  bytes: Buffer;
  mime: string;
}

export interface DemoMedia {
  cleanImages: DemoMediaFile[];
  flaggedImages: DemoMediaFile[];
  video: DemoMediaFile;
  audio: DemoMediaFile;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">${body}</svg>`;

const CLEAN_PICTURES = [
  // Hills under a sun.
  svg(
    '<rect width="160" height="120" fill="#9fd3f5"/><circle cx="125" cy="28" r="14" fill="#ffd34d"/>' +
      '<path d="M0 90 Q40 60 80 85 T160 80 V120 H0Z" fill="#5aa05a"/>',
  ),
  // Coloured shapes.
  svg(
    '<rect width="160" height="120" fill="#fafafa"/><rect x="14" y="20" width="50" height="50" fill="#e4572e"/>' +
      '<circle cx="105" cy="45" r="28" fill="#29335c"/><polygon points="40,110 80,70 120,110" fill="#f3a712"/>',
  ),
  // A house and a tree.
  svg(
    '<rect width="160" height="120" fill="#ffffff"/><rect x="30" y="55" width="55" height="45" fill="none" stroke="#333" stroke-width="3"/>' +
      '<polyline points="25,58 57,30 90,58" fill="none" stroke="#333" stroke-width="3"/>' +
      '<line x1="125" y1="100" x2="125" y2="70" stroke="#333" stroke-width="3"/><circle cx="125" cy="55" r="18" fill="none" stroke="#333" stroke-width="3"/>',
  ),
];

const FLAGGED_PICTURES = [0, 1].map((variant) =>
  svg(
    '<defs><filter id="b"><feGaussianBlur stdDeviation="6"/></filter></defs>' +
      `<rect width="160" height="120" fill="${variant === 0 ? '#f1d3c0' : '#e8c0a8'}"/>` +
      '<g filter="url(#b)"><ellipse cx="60" cy="60" rx="34" ry="44" fill="#d9a07e"/>' +
      `<ellipse cx="${variant === 0 ? 110 : 100}" cy="68" rx="30" ry="38" fill="#c98b6b"/></g>`,
  ),
);

async function png(picture: string): Promise<DemoMediaFile> {
  return { bytes: await sharp(Buffer.from(picture)).png().toBuffer(), mime: 'image/png' };
}

/** Half a second of a soft 440 Hz tone: 8 kHz, 8-bit mono PCM in a WAV container. */
function toneWav(): DemoMediaFile {
  const rate = 8_000;
  const samples = rate / 2;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) {
    wav.writeUInt8(128 + Math.round(40 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i);
  }
  return { bytes: wav, mime: 'audio/wav' };
}

export async function demoMedia(): Promise<DemoMedia> {
  return {
    cleanImages: await Promise.all(CLEAN_PICTURES.map(png)),
    flaggedImages: await Promise.all(FLAGGED_PICTURES.map(png)),
    video: { bytes: Buffer.from(DEMO_VIDEO_MP4_BASE64, 'base64'), mime: 'video/mp4' },
    audio: toneWav(),
  };
}
