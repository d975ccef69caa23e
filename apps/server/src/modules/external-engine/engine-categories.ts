import type { ReportContentType } from '@vigil/contract';
import type { CategoryScores } from '../scanning/scanning-types';

/** The harms our catalogue names, as the engine's categories fold into them. */
type Harm = 'sexual' | 'harassment' | 'hate' | 'violence' | 'self-harm';

/**
 * OpenAI's moderation categories (omni-moderation and the older text models) onto our harms.
 * 'illicit' (advice on non-violent wrongdoing) has no category of ours and is ignored;
 * 'illicit/violent' (how to commit violence) counts as violence.
 */
export const ENGINE_CATEGORY_HARMS: Readonly<Record<string, Harm>> = {
  sexual: 'sexual',
  'sexual/minors': 'sexual',
  harassment: 'harassment',
  'harassment/threatening': 'harassment',
  hate: 'hate',
  'hate/threatening': 'hate',
  violence: 'violence',
  'violence/graphic': 'violence',
  'illicit/violent': 'violence',
  'self-harm': 'self-harm',
  'self-harm/intent': 'self-harm',
  'self-harm/instructions': 'self-harm',
};

/**
 * Our category per harm for each content type. Pictures have only visual categories: the
 * engine's 'sexual' is our nudity; its violence and self-harm have no picture category in the
 * catalogue and are dropped (decision 0088).
 */
const CATEGORY_FOR: Record<ReportContentType, Partial<Record<Harm, string>>> = {
  text: {
    sexual: 'text-sexual',
    harassment: 'text-harassment',
    hate: 'text-hate',
    violence: 'text-violence',
    'self-harm': 'text-self-harm',
  },
  audio: {
    sexual: 'audio-sexual',
    harassment: 'audio-harassment',
    hate: 'audio-hate',
    violence: 'audio-violence',
    'self-harm': 'audio-self-harm',
  },
  image: { sexual: 'image-nudity' },
  video: { sexual: 'video-nudity' },
};

/**
 * The engine's probabilities (0..1, one map per result) as our scores: each category gets the
 * highest probability among the engine categories folded into it, in percent. A category
 * appears only when the engine scored at least one of its sources.
 */
export function engineScores(
  contentType: ReportContentType,
  results: ReadonlyArray<Record<string, number>>,
): CategoryScores {
  const scores: CategoryScores = {};
  for (const categoryScores of results) {
    for (const [key, probability] of Object.entries(categoryScores)) {
      const harm = ENGINE_CATEGORY_HARMS[key.toLowerCase()];
      const category = harm ? CATEGORY_FOR[contentType][harm] : undefined;
      if (!category || !Number.isFinite(probability)) continue;
      const score = Math.round(Math.min(1, Math.max(0, probability)) * 100);
      scores[category] = Math.max(scores[category] ?? 0, score);
    }
  }
  return scores;
}
