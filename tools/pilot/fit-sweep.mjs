// Fits the evaluation on one set of self-play positions with several prior strengths, writing a weights
// file for each (built code in dist/), so each can be measured with compare-agents without replaying the
// games. Usage: node tools/pilot/fit-sweep.mjs GAMES_PER_PAIRING OUT_PREFIX LAMBDA...
import { readdirSync, writeFileSync } from 'node:fs';
import { loadPool } from '../../dist/src/cards/pool.js';
import { readDeck } from '../../dist/src/decks/parse.js';
import { selfPlayPositions } from '../../dist/src/fit/positions.js';
import { fitLogistic, meanLogLoss } from '../../dist/src/fit/logistic.js';
import { FEATURES, HAND_WEIGHTS } from '../../dist/agents/eval.js';

const [games, prefix, ...lambdas] = process.argv.slice(2);
const pool = loadPool();
const decks = readdirSync('decks')
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => readDeck(`decks/${f}`, pool));
const data = selfPlayPositions(pool, { decks, games: Number(games), agent: 'greedy', seed: 1, maxTurns: 50 });
const prior = Float64Array.from(FEATURES.map((f) => HAND_WEIGHTS[f] / HAND_WEIGHTS.scale));
console.log(`positions ${data.rows}, hand log-loss ${meanLogLoss(data, prior).toFixed(4)}`);
for (const lambda of lambdas.map(Number)) {
  const fit = fitLogistic(data, prior, lambda);
  const weights = Object.fromEntries(
    FEATURES.map((f, i) => [f, Math.round(fit.beta[i] * HAND_WEIGHTS.scale * 1e4) / 1e4]),
  );
  weights.landsWanted = HAND_WEIGHTS.landsWanted;
  weights.scale = HAND_WEIGHTS.scale;
  writeFileSync(`${prefix}-${lambda}.json`, JSON.stringify({ lambda, weights }, null, 2));
  console.log(`lambda ${lambda}: log-loss ${fit.logLoss.toFixed(4)}`, JSON.stringify(weights));
}
