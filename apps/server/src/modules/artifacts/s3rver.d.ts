/** The part of s3rver (a local S3-protocol server, test only) that the artifact tests use. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    configureBuckets?: Array<{ name: string; configs: Array<string | Buffer> }>;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    getMiddleware(): (request: IncomingMessage, response: ServerResponse) => void;
  }

  export = S3rver;
}
