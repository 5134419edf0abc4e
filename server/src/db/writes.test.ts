import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import { checkedWrites, declareWrites, trackWrites, writeTracking, writesOf } from './writes.ts';

/** A database whose builders are made but never sent (no connection is opened). */
const offline = () => trackWrites(drizzle(new pg.Pool({ max: 1 }), { schema, casing: 'snake_case' }));

const recorded = (run: () => void) => {
  const writes = new Set<string>();
  writeTracking.run(writes, run);
  return [...writes];
};

describe('trackWrites', () => {
  it("records each write builder's table by Drizzle's own name for it, the SQL table", () => {
    const db = offline();
    expect(
      recorded(() => {
        db.insert(schema.jobs);
        db.update(schema.users);
        db.delete(schema.sessions);
        db.insert(schema.newsPosts);
      }),
    ).toEqual(['insert jobs', 'update users', 'delete sessions', 'insert blogs']);
  });

  it('records the writes of `with` builders, and nothing for reads', () => {
    const db = offline();
    const open = db.$with('open').as(db.select().from(schema.jobs));
    expect(recorded(() => void db.with(open).update(schema.jobs))).toEqual(['update jobs']);
    expect(recorded(() => void db.select().from(schema.jobs))).toEqual([]);
  });

  it('records nothing outside a request', () => {
    const db = offline();
    db.insert(schema.jobs);
    declareWrites('update users');
    expect(writeTracking.getStore()).toBeUndefined();
  });
});

describe('checkedWrites (tests only)', () => {
  const send = (statement: string) => () => checkedWrites.logQuery(statement, []);

  it('refuses a raw SQL write nobody declared, naming it', () => {
    expect(() => writeTracking.run(new Set(), send('update "users" set name = $1'))).toThrow(/update users/);
  });

  it('lets declared writes and reads through', () => {
    expect(() =>
      writeTracking.run(new Set(), () => {
        declareWrites('delete activity_log_counts', 'insert activity_log_counts');
        send('with gone as (delete from activity_log_counts returning n) insert into activity_log_counts select 1')();
        send('select "id" from "jobs"')();
      }),
    ).not.toThrow();
  });
});

describe('writesOf', () => {
  it('reads the tables of the statements Drizzle writes, CTEs included', () => {
    expect(writesOf('insert into "jobs" ("id", "title") values ($1, $2)')).toEqual(['insert jobs']);
    expect(writesOf('TRUNCATE TABLE public.blogs')).toEqual(['truncate blogs']);
    const cte = `with counted as (update "course_enrollments" set attempt_day = $1 returning student_id),
      stored as (insert into "test_results" (course_id) select $2 from counted returning student_id)
      select 1`;
    expect(writesOf(cte)).toEqual(['update course_enrollments', 'insert test_results']);
    expect(writesOf('select "id" from "jobs" where "updated_at" > $1')).toEqual([]);
    expect(writesOf('insert into "about_us" ("id") values (1) on conflict ("id") do update set "id" = 1')).toEqual([
      'insert about_us',
    ]);
    expect(writesOf('select "id" from "jobs" for update skip locked')).toEqual([]);
    expect(writesOf('select "id" from "jobs" for no key update')).toEqual([]);
  });
});
