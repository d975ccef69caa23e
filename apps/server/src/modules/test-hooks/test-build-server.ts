import type { Config } from '../../env';
import { ShiftableClock } from '../../lib/clock';
import { createServer, type Server } from '../../server';
import { registerTestClockRoute } from './test-clock.routes';

/**
 * The server of the test build (docs/decisions/0105-test-clock.md): the production server on a
 * clock that POST /api/test/clock moves forward. It refuses to start unless NODE_ENV is
 * 'test', so the test build deployed by mistake stops at once instead of serving a movable
 * clock; the production bundle does not contain this file at all.
 */
export async function createTestBuildServer(config: Config): Promise<Server> {
  if (config.nodeEnv !== 'test') {
    throw new Error('this is the test build (dist/main-e2e.js); it runs only with NODE_ENV=test');
  }
  const clock = new ShiftableClock();
  const server = await createServer(config, { clock });
  registerTestClockRoute(server.app, clock);
  server.app.log.warn({ route: 'POST /api/test/clock' }, 'test build: the clock can be moved');
  return server;
}
