// Issue 30's one-for-one measure, over seeded games of every sample deck (built code in dist/): of the games where
// the pilot (seat A) could cast a one-for-one card, the share where one stayed in hand, castable, on 5 of its turns.
// One-for-one: agents/one-for-one.ts castsOneForOne (removal aimed at creatures alone is left out: with no creature
// of the opponent's its only target is the caster's own); a discard spell counts only while the opponent's hand holds
// a card.
// Usage: node tools/pilot/held.mjs AGENT [OPPONENTS_PER_DECK]  (each opponent twice, each seat on the play once)
import { readdirSync } from 'node:fs';
import { loadPool } from '../../dist/src/cards/pool.js';
import { readDeck } from '../../dist/src/decks/parse.js';
import { playGame } from '../../dist/src/harness/play-game.js';
import { Decision, decisionKind, decisionPlayer, optionCount, turnNumber } from '../../dist/src/engine/api/game.js';
import { cardOf, decodeOption, OptionInfo, Zone, zoneOf } from '../../dist/src/engine/api/observe.js';
import { castsOneForOne } from '../../dist/agents/one-for-one.js';

const agent = process.argv[2] ?? 'greedy';
const perDeck = Number(process.argv[3] ?? 10);
const pool = loadPool();
const names = readdirSync('decks')
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.slice(0, -4))
  .sort();
const decks = names.map((n) => readDeck(`decks/${n}.txt`, pool));
const opt = new OptionInfo();
const rows = [];
const heldCards = {};
let seed = 1;
let over = 0;
names.forEach((name, i) => {
  let games = 0;
  let held = 0;
  for (let k = 1; k <= perDeck; k++) {
    const opponent = decks[(i + k) % decks.length];
    for (const onPlay of ['A', 'B']) {
      const castable = new Map();
      let could = false;
      let heldHere = false;
      playGame(
        {
          gameIndex: 0,
          seed: seed++,
          deckA: decks[i],
          deckB: opponent,
          agentA: agent,
          agentB: agent,
          onPlay,
          maxTurns: 40,
        },
        pool,
        {
          decide(g) {
            if (decisionPlayer(g) !== 0 || decisionKind(g) !== Decision.Priority) return;
            for (const id of castable.keys()) if (zoneOf(g, id) !== Zone.Hand) castable.delete(id);
            const n = optionCount(g);
            for (let a = 1; a < n; a++) {
              const o = decodeOption(g, a, opt);
              if (!castsOneForOne(g, o, 0)) continue;
              let turns = castable.get(o.object);
              if (turns === undefined) castable.set(o.object, (turns = new Set()));
              turns.add(turnNumber(g));
              could = true;
              if (turns.size === 5) {
                heldHere = true;
                const card = cardOf(g, o.object).name;
                heldCards[card] = (heldCards[card] ?? 0) + 1;
              }
            }
          },
        },
      );
      games += could ? 1 : 0;
      held += heldHere ? 1 : 0;
    }
  }
  if (games > 0 && held > 0.2 * games) over++;
  rows.push(`${name}: ${held} of ${games}${games > 0 && held > 0.2 * games ? ' (over 20%)' : ''}`);
});
console.log(`${agent}: ${over} deck(s) over 20%`);
console.log(rows.join('\n'));
console.log('held 5 turns, by card (times):', JSON.stringify(heldCards));
