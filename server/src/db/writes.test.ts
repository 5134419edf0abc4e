import { describe, expect, it } from 'vitest';
import { writesOf } from './writes.ts';

describe('writesOf', () => {
  it('reads the tables of the statements Drizzle writes', () => {
    expect(writesOf('insert into "jobs" ("id", "title") values ($1, $2)')).toEqual(['insert jobs']);
    expect(writesOf('update "users" set "password_hash" = $1 where "users"."id" = $2')).toEqual(['update users']);
    expect(writesOf('delete from "sessions" where "sessions"."token_hash" = $1')).toEqual(['delete sessions']);
    expect(writesOf('TRUNCATE TABLE public.blogs')).toEqual(['truncate blogs']);
  });

  it('reads every write of a statement with data-modifying CTEs', () => {
    const sql = `with counted as (update "course_enrollments" set attempt_day = $1 returning student_id),
      stored as (insert into "test_results" (course_id) select $2 from counted returning student_id),
      logged as (insert into "activity_logs" (type) select 'student' from stored)
      select exists (select 1 from "course_enrollments") as enrolled`;
    expect(writesOf(sql)).toEqual(['update course_enrollments', 'insert test_results', 'insert activity_logs']);
  });

  it('finds no write in reads, transactions and locks', () => {
    for (const sql of ['select "id" from "jobs" where "updated_at" > $1', 'begin', 'commit', 'savepoint sp1', 'with x as (select 1) select * from x']) {
      expect(writesOf(sql)).toEqual([]);
    }
  });

  it('says so when it cannot tell which table a write touched', () => {
    expect(writesOf('merge into x using y on true when matched then do nothing')).toEqual(['unknown *']);
    expect(writesOf('with a as (delete from only_a_function()) select 1')).toEqual(['delete only_a_function']);
  });
});
