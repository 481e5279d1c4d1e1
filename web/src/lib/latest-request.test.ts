import { describe, expect, it } from 'vitest';
import { latestRequest, latestRequestPerKey, shownFetch } from './latest-request';
import { deferred } from '../testing/deferred';

describe('latestRequest', () => {
  it('lets an answer land while no newer request started', async () => {
    const landed: string[] = [];
    await latestRequest().run(
      async () => 'page 1',
      (answer) => landed.push(answer),
    );
    expect(landed).toEqual(['page 1']);
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const request = latestRequest();
    const older = deferred<string>();
    const newer = deferred<string>();
    const landed: string[] = [];
    const first = request.run(
      () => older.promise,
      (answer) => landed.push(answer),
    );
    const second = request.run(
      () => newer.promise,
      (answer) => landed.push(answer),
    );
    newer.resolve('newer');
    older.resolve('older');
    await Promise.all([first, second]);
    expect(landed).toEqual(['newer']);
  });

  it('ignores an older answer even when it arrives first', async () => {
    const request = latestRequest();
    const older = deferred<string>();
    const landed: string[] = [];
    const first = request.run(
      () => older.promise,
      (answer) => landed.push(answer),
    );
    const second = request.run(
      async () => 'newer',
      (answer) => landed.push(answer),
    );
    older.resolve('older');
    await Promise.all([first, second]);
    expect(landed).toEqual(['newer']);
  });

  it("reports only the newest request's failure", async () => {
    const request = latestRequest();
    const older = deferred<string>();
    const failures: unknown[] = [];
    const first = request.run(
      () => older.promise,
      () => undefined,
      (error) => failures.push(error),
    );
    const second = request.run(
      () => Promise.reject(new Error('newer failed')),
      () => undefined,
      (error) => failures.push(error),
    );
    older.reject(new Error('older failed'));
    await Promise.all([first, second]);
    expect(failures).toEqual([new Error('newer failed')]);
  });

  it('lets nothing land once dropped (a dialog closed meanwhile)', async () => {
    const request = latestRequest();
    const answer = deferred<string>();
    const landed: string[] = [];
    const failures: unknown[] = [];
    const running = request.run(
      () => answer.promise,
      (value) => landed.push(value),
      (error) => failures.push(error),
    );
    request.drop();
    answer.resolve('too late');
    await running;
    expect(landed).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('gives a check that turns false once a newer request starts', () => {
    const request = latestRequest();
    const isFirstLatest = request.start();
    expect(isFirstLatest()).toBe(true);
    const isSecondLatest = request.start();
    expect(isFirstLatest()).toBe(false);
    expect(isSecondLatest()).toBe(true);
    request.drop();
    expect(isSecondLatest()).toBe(false);
  });
});

describe('latestRequestPerKey', () => {
  it('keeps the keys apart: a newer request for one key leaves the other landing', () => {
    const requests = latestRequestPerKey<string>();
    const forA = requests.of('a').start();
    const forB = requests.of('b').start();
    requests.of('a').start();
    expect(forA()).toBe(false);
    expect(forB()).toBe(true);
  });

  it('drops every key at once, and an answer started before never lands after', () => {
    const requests = latestRequestPerKey<string>();
    const before = requests.of('a').start();
    requests.dropAll();
    const after = requests.of('a').start();
    expect(before()).toBe(false);
    expect(after()).toBe(true);
  });
});

describe('shownFetch', () => {
  it('says it loads and then lands the answer, or says it failed', async () => {
    const said: string[] = [];
    const answers = ['list', new Error('offline')];
    const fetch = shownFetch(
      async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next;
      },
      (answer) => said.push(`landed ${answer}`),
      (load) => said.push(load),
    );
    await fetch(false);
    await fetch(false);
    expect(said).toEqual(['loading', 'landed list', 'loading', 'failed']);
  });

  it('keeps quiet while a quiet one loads and when it fails', async () => {
    const said: string[] = [];
    const fetch = shownFetch(
      () => Promise.reject(new Error('offline')),
      () => said.push('landed'),
      (load) => said.push(load),
    );
    await fetch(true);
    expect(said).toEqual([]);
  });

  it('drops an answer overtaken by a newer fetch, or dropped through the request passed in', async () => {
    const latest = latestRequest();
    const older = deferred<string>();
    const landed: string[] = [];
    const answers = [older.promise, Promise.resolve('newer')];
    const fetch = shownFetch(
      () => answers.shift() ?? Promise.resolve('none'),
      (answer) => landed.push(answer),
      () => {},
      latest,
    );
    const first = fetch(true);
    await fetch(true);
    older.resolve('older');
    await first;
    const dropped = fetch(true);
    latest.drop();
    await dropped;
    expect(landed).toEqual(['newer']);
  });
});
