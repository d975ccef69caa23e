import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('the prepared-statement cache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  function open() {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table items (id integer primary key, name text)');
    return withStatementCache(sqlite, 2);
  }

  it('gives the same statement for the same SQL, and it runs with new parameters', () => {
    const db = open();
    const insert = db.prepare('insert into items (name) values (?)');
    expect(db.prepare('insert into items (name) values (?)')).toBe(insert);
    insert.run(['a']);
    db.prepare('insert into items (name) values (?)').run(['b']);
    expect(db.prepare('select name from items order by id').all([])).toEqual([
      { name: 'a' },
      { name: 'b' },
    ]);
  });

  it('drops the least recently used statement beyond its size', () => {
    const db = open();
    const first = db.prepare('select 1');
    const second = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(first);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(first);
    expect(db.prepare('select 2')).not.toBe(second);
  });

  it('reads a table again after its schema changed', () => {
    const db = open();
    const select = 'select * from items';
    db.prepare('insert into items (name) values (?)').run(['a']);
    expect(db.prepare(select).all([])).toEqual([{ id: 1, name: 'a' }]);
    sqlite.exec("alter table items add column colour text default 'red'");
    expect(db.prepare(select).all([])).toEqual([{ id: 1, name: 'a', colour: 'red' }]);
  });

  it('closes the database', () => {
    const db = open();
    db.prepare('select 1');
    db.close();
    expect(sqlite.open).toBe(false);
  });
});
