// `playtest scenario` on a malformed file (an unknown key: scenario-format.md, "A key the format does
// not define is an error, never ignored") exits 2, an input error, naming the file, the key's path and
// the keys allowed there, with no stack trace; a well-formed scenario that fails still exits 1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './cli-run.js';

const SCENARIO = {
  name: 'Grizzly Bears stays in play',
  start: { turn: 1, active: 'A', step: 'main1' },
  players: { A: { library: ['Forest'], inPlay: [{ card: 'Grizzly Bears', id: 'bears' }] }, B: { library: ['Forest'] } },
  stop: { turn: 1, step: 'main2' },
  expect: { objects: [{ ref: '@bears', zone: 'inPlay', keywords: [] }] },
};

function files(named: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'playtest-strict-'));
  for (const [name, data] of Object.entries(named)) writeFileSync(join(dir, name), JSON.stringify(data));
  return dir;
}

describe('playtest scenario: unknown keys', () => {
  it('a well-formed scenario passes (exit 0); one that fails exits 1', async () => {
    expect((await cli('scenario', files({ 'good.json': SCENARIO }))).code).toBe(0);
    const failing = { ...SCENARIO, expect: { objects: [{ ref: '@bears', zone: 'graveyard' }] } };
    expect((await cli('scenario', files({ 'bad.json': failing }))).code).toBe(1);
  });

  it('a misspelt expectation key exits 2, naming the file, the path and the keys allowed', async () => {
    const misspelt = { ...SCENARIO, expect: { objects: [{ ref: '@bears', zone: 'inPlay', keyword: ['flying'] }] } };
    const dir = files({ 'good.json': SCENARIO, 'misspelt.json': misspelt });
    const r = await cli('scenario', dir);
    expect(r.code).toBe(2);
    const file = join(dir, 'misspelt.json');
    expect(r.out).toContain(`PASS ${join(dir, 'good.json')}`);
    expect(r.out).toContain(`FAIL ${file}: Grizzly Bears stays in play\n`);
    expect(r.out).toContain(
      `    ${file}: expect.objects[0].keyword: unknown key (did you mean "keywords"?); expected one of ref, zone,`,
    );
    expect(r.err).toBe('error: 1 scenario file is malformed (see FAIL above)\n');
    expect(r.out + r.err).not.toMatch(/\n\s+at /);
    const j = await cli('scenario', dir, '--json');
    expect(j.code).toBe(2);
    const results = JSON.parse(j.out) as Record<string, unknown>[];
    expect(results.map((x) => Object.keys(x).sort())).toEqual([
      ['failures', 'file', 'name', 'pass'],
      ['failures', 'file', 'name', 'pass'],
    ]);
  });

  it('a file that is not JSON exits 2 too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playtest-strict-'));
    writeFileSync(join(dir, 'broken.json'), '{ "name": ');
    const r = await cli('scenario', dir);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/broken\.json: not valid JSON/);
  });
});
