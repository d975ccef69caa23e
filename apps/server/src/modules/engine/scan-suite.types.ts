/**
 * What the engine needs from the scanning modules, as one small seam (decision 0080): the
 * engine decides which of them run for a domain and what their scores mean; they only read
 * content. The real suite is built per context in scan-suite.ts.
 */
import type { ReportContentType } from '@vigil/contract';
import type { ContentInput } from '../scanning/extractors/extract-content';
import type { Extraction, MediaInput, ScanOutcome } from '../scanning/scanning-types';

/** A tenant's external engine, as configured (undefined when it has none or it is off). */
export interface ExternalScorer {
  /** The content types the tenant chose to have it score. */
  contentTypes: ReadonlySet<string>;
  /** Scores keyed by our category ids of that content type (e.g. 'audio-hate'). */
  score(input: {
    contentType: ReportContentType;
    text?: string;
    media?: MediaInput;
  }): Promise<ScanOutcome>;
}

export interface ScanSuite {
  extract(input: ContentInput, enabledExtractors: ReadonlySet<string>): Extraction;
  scanText(extraction: Extraction): Promise<ScanOutcome>;
  scanImage(media: MediaInput): Promise<ScanOutcome>;
  scanVideo(media: MediaInput): Promise<ScanOutcome>;
  externalScorer(tenantId: string): Promise<ExternalScorer | undefined>;
}
