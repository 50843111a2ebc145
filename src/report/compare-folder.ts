// A compare's page rebuilt from its folder (`playtest report`): the figures come from games.csv's
// winners and compare.json, through the same code as compare's own, so the page is the same page.
import { RunPlan } from '../harness/plan.js';
import type { GameRecord } from '../harness/types.js';
import { compareResultOf } from './compare-games.js';
import { compareConfigOf, compareSpecOf, readCompareManifest } from './compare-manifest.js';
import { compareHtml } from './compare-report.js';
import { GamesFileError, GamesReader } from './games-read.js';

const WINNER_CODE: Record<GameRecord['winner'], number> = { A: 0, B: 1, draw: 2, '': -1 };

/** report.html of the compare in `dir`, from its games.csv's `reader`; games not of the compare: GamesFileError. */
export async function compareHtmlOf(dir: string, reader: GamesReader): Promise<string> {
  const m = readCompareManifest(dir);
  const spec = compareSpecOf(m);
  const plan = new RunPlan(compareConfigOf(m));
  const F = spec.opponents.length;
  const used = m.gamesPerVersion / F;
  const file = reader.file;
  const winner = new Int8Array(plan.total).fill(-2);
  let rows = 0;
  for (let r = await reader.next(); r !== undefined; r = await reader.next()) {
    const game = r.gameIndex < plan.total ? plan.spec(r.gameIndex) : undefined;
    if (game === undefined || game.seed !== r.seed || game.deckA.name !== r.deckA || game.deckB.name !== r.deckB)
      throw new GamesFileError(`${file}: game ${r.gameIndex} is not a game of the compare that compare.json describes`);
    if (r.gameIndex % spec.games >= used || winner[r.gameIndex] !== -2)
      throw new GamesFileError(`${file}: game ${r.gameIndex} is repeated or not among the games that count`);
    winner[r.gameIndex] = WINNER_CODE[r.winner];
    rows++;
  }
  if (rows !== 2 * F * used)
    throw new GamesFileError(
      `${file}: ${rows} games, expected ${2 * F * used} (compare.json: ${m.gamesPerVersion} games per version)`,
    );
  return compareHtml(compareResultOf(spec, winner, used, m.decided), m.argv);
}
