// How the pilot plays a few telling cards, over seeded games of the sample decks (built code in dist/):
// when pump spells are cast, whether Dark Ritual is cast when it enables a spell, how long one-for-one
// cards wait in hand. Usage: node tools/pilot/metrics.mjs AGENT [GAMES_PER_PAIR]
import { readdirSync } from 'node:fs';
import { loadPool } from '../../dist/src/cards/pool.js';
import { readDeck } from '../../dist/src/decks/parse.js';
import { playGame } from '../../dist/src/harness/play-game.js';
import { Decision, decisionKind, decisionPlayer, turnNumber } from '../../dist/src/engine/api/game.js';
import {
  cardOf,
  combatStage,
  controllerOf,
  isTapped,
  currentStep,
  decodeOption,
  itemController,
  OptionInfo,
  Opt,
  stackItem,
  stackSize,
  Step,
  Zone,
  zoneObject,
  zoneSize,
} from '../../dist/src/engine/api/observe.js';

const agent = process.argv[2] ?? 'greedy';
const perPair = Number(process.argv[3] ?? 2);
const pool = loadPool();
const files = readdirSync('decks')
  .filter((f) => f.endsWith('.txt'))
  .sort();
const decks = files.map((f) => readDeck(`decks/${f}`, pool));
const PUMPS = new Set(['Giant Growth', 'Might of Oaks']);
const ONE_FOR_ONE = new Set(['Telling Time', 'Distress']);
const RITUAL = 'Dark Ritual';
const interesting = (d) =>
  d.cards.some(
    (c) =>
      PUMPS.has(c) ||
      ONE_FOR_ONE.has(c) ||
      c === RITUAL ||
      c === 'Prodigal Pyromancer' ||
      c === 'Mobilization' ||
      c === 'Holy Day',
  );
const opt = new OptionInfo();
const pumps = { afterBlocks: 0, response: 0, other: 0, steps: {} };
const ritual = { enabledGames: 0, castGames: 0 };
const held = { games: 0, heldFive: 0 };
const activations = {};
let games = 0;
const names = (g, p, zone) => {
  const out = [];
  for (let i = 0; i < zoneSize(g, zone, p); i++) out.push(cardOf(g, zoneObject(g, zone, p, i)));
  return out;
};
let seed = 1;
for (const d of decks) {
  if (!interesting(d)) continue;
  for (const o of decks) {
    for (let k = 0; k < perPair; k++) {
      const onPlay = k % 2 === 0 ? 'A' : 'B';
      const state = { enabled: false, cast: false, firstSeen: new Map(), castOfo: new Set() };
      const watch = {
        decide(g, action) {
          if (decisionPlayer(g) !== 0) return;
          const hand = names(g, 0, Zone.Hand);
          const turn = turnNumber(g);
          for (const c of hand)
            if (ONE_FOR_ONE.has(c.name) && !state.firstSeen.has(c.name)) state.firstSeen.set(c.name, turn);
          if (decisionKind(g) !== Decision.Priority) return;
          if (hand.some((c) => c.name === RITUAL)) {
            const untapped = countUntappedLands(g, 0);
            if (
              hand.some(
                (c) =>
                  c.cost &&
                  c.name !== RITUAL &&
                  (c.types & 16) === 0 &&
                  c.cost.cmc > untapped &&
                  c.cost.cmc <= untapped + 2,
              )
            )
              state.enabled = true;
          }
          const info = decodeOption(g, action, opt);
          if (info.action === Opt.Cast) {
            const c = cardOf(g, info.object);
            if (c.name === RITUAL) state.cast = true;
            if (ONE_FOR_ONE.has(c.name)) state.castOfo.add(c.name);
            if (PUMPS.has(c.name)) {
              const n = stackSize(g);
              if (currentStep(g) === Step.DeclareBlockers && combatStage(g) >= 2) pumps.afterBlocks++;
              else if (n > 0 && itemController(g, stackItem(g, n - 1)) !== 0) pumps.response++;
              else {
                pumps.other++;
                const s = currentStep(g);
                pumps.steps[s] = (pumps.steps[s] ?? 0) + 1;
              }
            }
          } else if (info.action === Opt.Activate) {
            const c = cardOf(g, info.object);
            const key = `${c.name}@${currentStep(g)}${turnNumber(g) % 2 === 0 ? '' : ''}`;
            activations[key] = (activations[key] ?? 0) + 1;
          }
          for (const [name, t] of state.firstSeen)
            if (!state.castOfo.has(name) && turn - t >= 10 && hand.some((c) => c.name === name))
              state.castOfo.add('held:' + name);
        },
      };
      playGame(
        { gameIndex: games, seed: seed++, deckA: d, deckB: o, agentA: agent, agentB: agent, onPlay, maxTurns: 50 },
        pool,
        watch,
      );
      games++;
      if (state.enabled) {
        ritual.enabledGames++;
        if (state.cast) ritual.castGames++;
      }
      for (const name of state.firstSeen.keys()) {
        held.games++;
        if (state.castOfo.has('held:' + name)) held.heldFive++;
      }
    }
  }
}
function countUntappedLands(g, p) {
  let n = 0;
  for (let i = 0; i < zoneSize(g, Zone.InPlay, 0); i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    const c = cardOf(g, id);
    if ((c.types & 16) !== 0 && controllerOf(g, id) === p && !isTapped(g, id)) n++;
  }
  return n;
}
const total = pumps.afterBlocks + pumps.response + pumps.other;
console.log(
  JSON.stringify(
    {
      agent,
      games,
      pumps: { ...pumps, total, good: total ? (pumps.afterBlocks + pumps.response) / total : null },
      ritual,
      held,
    },
    null,
    0,
  ),
);
const top = Object.entries(activations)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12);
console.log('activations by step:', top.map(([k, v]) => `${k}:${v}`).join(' '));
