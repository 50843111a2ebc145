// What some late Lorwyn cards (src/cards/pool/lrw-late-*.json) must refuse: each case changes a passing card
// scenario (test/scenarios/cards/lorwyn) so that it asks for something the card's text does not allow.
import { describe, test } from 'vitest';
import { fails, scenarioFile } from './scenario-helpers.js';

describe('late Lorwyn cards: targets', () => {
  test('Profane Command returns only a creature card with converted mana cost X or less', () => {
    const s = scenarioFile('lorwyn/profane-command');
    s.players.A.graveyard = [
      { card: 'Grizzly Bears', id: 'bears' },
      { card: 'Hill Giant', id: 'giant' },
    ];
    s.actions[0] = { player: 'A', cast: 'Profane Command', mode: 3, x: 3, targets: ['@giant', '@hg'] };
    fails(s, /@giant is not a legal choice/);
  });
  test('Profane Command gives fear to at most X creatures', () => {
    const s = scenarioFile('lorwyn/profane-command-drain-fear');
    s.actions[0] = { player: 'A', cast: 'Profane Command', mode: 2, x: 1, targets: ['B', '@bears', '@hg'] };
    fails(s, /@hg\.keywords: expected \["fear"\], got \[\]/);
  });
  test('Summon the School needs four untapped Merfolk, and works only from the graveyard', () => {
    const s = scenarioFile('lorwyn/summon-the-school-returns');
    s.players.A.inPlay[3] = { card: 'Grizzly Bears', id: 'm4' };
    fails(s, /can't activate Summon the School's ability 0/);
    const inHand = scenarioFile('lorwyn/summon-the-school-returns');
    inHand.players.A.hand = inHand.players.A.graveyard;
    inHand.players.A.graveyard = [];
    fails(inHand, /can't activate Summon the School's ability 0/);
  });
  test('Wellgabber Apothecary targets only a tapped Merfolk or Kithkin creature', () => {
    const untapped = scenarioFile('lorwyn/wellgabber-apothecary');
    untapped.players.A.inPlay[3] = { card: 'Kithkin Healer', id: 'healer' };
    fails(untapped, /can't activate Wellgabber Apothecary's ability 0: it has no legal target/);
    const bears = scenarioFile('lorwyn/wellgabber-apothecary');
    bears.players.A.inPlay[3] = { card: 'Grizzly Bears', id: 'healer', tapped: true };
    fails(bears, /can't activate Wellgabber Apothecary's ability 0: it has no legal target/);
  });
  test("Favor of the Mighty's protection from all colors stops Shock targeting the creature with the highest cost", () => {
    const s = scenarioFile('lorwyn/favor-of-the-mighty-tie');
    s.actions[0] = { player: 'B', cast: 'Shock', targets: ['@hg'] };
    fails(s, /@hg is not a legal choice/);
  });
  test("Nath's Buffoon can't be blocked by an Elf nor targeted by an Elf spell (protection from Elves)", () => {
    const block = scenarioFile('lorwyn/naths-buffoon-attacks');
    block.actions[3] = { player: 'B', block: { '@elf': '@nb' } };
    fails(block, /@elf can't block @nb/);
    const target = scenarioFile('lorwyn/naths-buffoon-attacks');
    target.actions = [{ player: 'B', cast: '@ee', targets: ['@nb'] }];
    fails(target, /@nb is not a legal choice/);
  });
  test("Goldmeadow Dodger can't be blocked by a creature with power 4 or greater", () => {
    const s = scenarioFile('lorwyn/goldmeadow-dodger');
    s.actions[3] = { player: 'B', block: { '@angel': '@gd' } };
    fails(s, /@angel can't block @gd/);
  });
});
