import type { Logger } from 'pino';
import type { DatabaseHandle } from './db/database';
import type { Config } from './env';
import type { Clock } from './lib/clock';
import { createSessionService, type SessionService } from './modules/auth/session.service';
import { createUserService, type UserService } from './modules/auth/user.service';

/**
 * Everything a request handler may reach, built once per app. No module-level singletons:
 * a test builds its own context on a fresh database.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  services: {
    sessions: SessionService;
    users: UserService;
  };
}

export function createContext(input: Omit<AppContext, 'services'>): AppContext {
  const sessions = createSessionService(input.database.db, input.clock);
  const users = createUserService(input.database.db, input.clock);
  return { ...input, services: { sessions, users } };
}
