import { describe, expect, it } from 'vitest';
import { cardsCsv, gamesCsv, loopsCsv, matchupsCsv } from '../src/report/csv.js';
import { FOUR_GAMES } from './records.js';

describe('CSV writers', () => {
  it('games.csv: one row per game in game_index order, the comma in a deck name quoted', () => {
    expect(gamesCsv(FOUR_GAMES)).toBe(
      'game_index,seed,deck_a,deck_b,agent_a,agent_b,on_play,winner,end_reason,turns,loop_kind\n' +
      '0,11,"red, burn",green,random,greedy,A,A,life,7,none\n' +
      '1,11,"red, burn",green,random,greedy,B,B,life,9,none\n' +
      '2,22,"red, burn",green,random,greedy,A,draw,turn_limit,50,turn_limit\n' +
      '3,22,"red, burn",green,random,greedy,B,,error,0,none\n',
    );
  });

  it('matchups.csv: two directions per pairing, rates to 4 places, turns to 2', () => {
    expect(matchupsCsv(FOUR_GAMES)).toBe(
      'deck,opponent,agent,opponent_agent,games,wins,losses,draws,win_rate,ci_low,ci_high,win_rate_play,win_rate_draw,mean_turns\n' +
      '"red, burn",green,random,greedy,3,1,1,1,0.3333,0.0615,0.7923,0.5000,0.0000,22.00\n' +
      'green,"red, burn",greedy,random,3,1,1,1,0.3333,0.0615,0.7923,1.0000,0.0000,22.00\n',
    );
  });

  it('cards.csv: sorted by deck then card, empty rate when never cast', () => {
    expect(cardsCsv(FOUR_GAMES)).toBe(
      'deck,card,games_drawn,win_rate_drawn,games_cast,win_rate_cast\n' +
      'green,Forest,3,0.3333,0,\n' +
      'green,Grizzly Bears,1,1.0000,1,1.0000\n' +
      '"red, burn",Mountain,2,0.5000,0,\n' +
      '"red, burn",Shock,2,0.5000,2,0.5000\n',
    );
  });

  it('cards.csv lists deck cards never drawn when given the deck lists', () => {
    const text = cardsCsv(FOUR_GAMES.slice(0, 1), [{ name: 'green', cards: ['Llanowar Elves', 'Forest'] }]);
    expect(text).toContain('green,Llanowar Elves,0,,0,\n');
  });

  it('loops.csv: one row per pairing and loop kind seen', () => {
    expect(loopsCsv(FOUR_GAMES)).toBe(
      'deck,opponent,loop_kind,signature,games,loop_games,loop_rate,example_game\n' +
      '"red, burn",green,turn_limit,turn_limit,3,1,0.3333,2\n',
    );
  });

  it('writes just the header for no games, and the same bytes every time', () => {
    expect(loopsCsv([])).toBe('deck,opponent,loop_kind,signature,games,loop_games,loop_rate,example_game\n');
    expect(matchupsCsv([...FOUR_GAMES].reverse())).toBe(matchupsCsv(FOUR_GAMES));
  });
});
