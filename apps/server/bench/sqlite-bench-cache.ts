/**
 * The benchmarks' filled SQLite databases are kept between runs (a million reports take
 * minutes to write): a build made in a folder of its own is moved into the cache folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE_NAME } from '../src/db/database';

/** The server's key file beside the database: the sealed secrets in it were made with it. */
export const SECRET_KEY_FILE = 'secret.key';

/** Moves the finished build's database and key into `cache`, with `fixture` as fixture.json. */
export function keepSqliteBuild(buildDir: string, cache: string, fixture: unknown): void {
  fs.mkdirSync(cache, { recursive: true });
  // A journal left beside an older file (a reader opened it) must not meet the new one.
  for (const suffix of ['-wal', '-shm']) {
    fs.rmSync(path.join(cache, SQLITE_FILE_NAME + suffix), { force: true });
  }
  fs.renameSync(path.join(buildDir, SQLITE_FILE_NAME), path.join(cache, SQLITE_FILE_NAME));
  fs.copyFileSync(path.join(buildDir, SECRET_KEY_FILE), path.join(cache, SECRET_KEY_FILE));
  // Written last: a folder without it is a build that did not finish.
  fs.writeFileSync(path.join(cache, 'fixture.json'), JSON.stringify(fixture, null, 2));
  fs.rmSync(buildDir, { recursive: true, force: true });
}
