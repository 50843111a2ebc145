// A compare's page rebuilt from its folder (`playtest report`): the figures come from games.csv's
// winners and compare.json, through the same code as compare's own, so the page is the same page.
import { RunPlan } from '../harness/plan.js';
import type { GameRecord } from '../harness/types.js';
import { compareResultOf } from './compare-games.js';
import { matchCode } from '../harness/match-rules.js';
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
  const winner = new Int8Array(plan.units).fill(-2); // per game, or with --match per match
  const per = plan.perUnit;
  let rows = 0;
  let match: GameRecord[] = [];
  const endMatch = () => {
    if (match.length > 0) winner[Math.floor(match[0].gameIndex / per)] = matchCode(match);
    match = [];
  };
  for (let r = await reader.next(); r !== undefined; r = await reader.next()) {
    const game = r.gameIndex < plan.total ? plan.spec(r.gameIndex, r.onPlay) : undefined;
    if (game === undefined || game.seed !== r.seed || game.deckA.name !== r.deckA || game.deckB.name !== r.deckB)
      throw new GamesFileError(`${file}: game ${r.gameIndex} is not a game of the compare that compare.json describes`);
    const unit = Math.floor(r.gameIndex / per);
    if (unit % spec.games >= used || winner[unit] !== -2 || (per > 1 && match.some((g) => g.gameIndex >= r.gameIndex)))
      throw new GamesFileError(`${file}: game ${r.gameIndex} is repeated or not among the games that count`);
    if (per === 1) winner[unit] = WINNER_CODE[r.winner];
    else {
      if (match.length > 0 && Math.floor(match[0].gameIndex / per) !== unit) endMatch();
      match.push(r);
    }
    if (r.gameIndex % per === 0) rows++;
  }
  endMatch();
  if (rows !== 2 * F * used)
    throw new GamesFileError(
      `${file}: ${rows} games, expected ${2 * F * used} (compare.json: ${m.gamesPerVersion} games per version)`,
    );
  return compareHtml(compareResultOf(spec, winner, used, m.decided), m.argv);
}
